/** Public API of shared/format: the number, money and date formats of SPEC §9 and localized texts. */
export {
  FORMAT_LOCALE,
  MAX_DECIMALS,
  UNIT_SUFFIX,
  MONEY_PREFIX,
  formatNumber,
  formatMoney,
  formatSurface,
} from './number';
export { belgianToday, dateTimeFormat, FORMAT_TIME_ZONE, formatDate } from './date';
export { labelled, localized, textOrder } from './text';
