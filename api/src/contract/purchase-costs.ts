/**
 * What buying an estate will cost on top of its price, estimated per region and situation
 * (SPEC §9 "Tax bands in notary costs: 6, 12 and 21 percent"): registration
 * duties or VAT, the notary's fee by the legal sliding scale with its VAT, and the usual file and
 * registration costs. Pure functions over one table of rates, each with its legal source and the
 * date it applies from, so that a change of law is one edit of `PURCHASE_COST_RATES`.
 *
 * An estimate, not advice: the notary's statement of costs decides. Not covered: mortgage deed
 * costs (they depend on the loan), the 6 % VAT of demolition and reconstruction, the Flemish
 * reductions for energy renovation and for protected monuments, and the Walloon and Brussels
 * conditions of residence (the visitor declares the "only own home" situation).
 *
 * Amounts in euro; rates as fractions (0.12 is 12 %). The one rule for these figures: the detail
 * page's estimate computes with it, and the figures an agency lists in an estate's financial fields
 * (registration, notary) are meant to be the same (`listedPurchaseFigures`; the API's demo data
 * takes them from it), so that one page never shows two amounts for one cost.
 */
import type { Locale } from 'shared/domain';

/** The Belgian regions whose rates the table holds (`general.address.region` of an estate). */
export type PurchaseRegion = 'FLANDERS' | 'WALLONIA' | 'BRUSSELS';

/** Where a rate comes from: the text of law (in its own language) and the date it applies from. */
export interface RateSource {
  /** The legal text and article, as published. */
  title: string;
  /** The language of `title` (the text of a Flemish decree is Dutch, a Walloon one French...). */
  lang: Locale;
  /** The date (YYYY-MM-DD) the rate applies from, or on which it was checked to apply. */
  date: string;
}

/** A rate (a fraction of an amount) with its source. */
export interface Rate {
  rate: number;
  source: RateSource;
}

/** A fixed amount in euro with its source. */
export interface FixedAmount {
  amount: number;
  source: RateSource;
}

/** One bracket of the notary's sliding scale: the rate on the part of the price up to `upTo`. */
export interface FeeBracket {
  /** The upper bound of the bracket in euro; null for the last one. */
  upTo: number | null;
  rate: number;
}

const CODEX_FL = 'Vlaamse Codex Fiscaliteit, titel 2, hoofdstuk 9 (registratiebelasting)';
const CODE_ENR = "Code des droits d'enregistrement, d'hypothèque et de greffe";

/**
 * The rates and amounts of the estimate (as read on 1 January 2025). Every entry names its legal
 * source and date; change them here, and only here, when the law changes.
 */
export const PURCHASE_COST_RATES = {
  /** The date of validity shown with the estimate: the rates are those in force on that day. */
  validOn: '2025-01-01',
  /** Registration duties on the purchase price, per region. */
  registration: {
    FLANDERS: {
      standard: {
        rate: 0.12,
        source: { title: `${CODEX_FL}, verkooprecht 12 %`, lang: 'nl', date: '2022-01-01' },
      },
      ownHome: {
        rate: 0.02,
        source: {
          title: `${CODEX_FL}, verlaagd tarief 2 % voor de enige eigen woning (aktes vanaf 1 januari 2025)`,
          lang: 'nl',
          date: '2025-01-01',
        },
      },
    },
    WALLONIA: {
      standard: {
        rate: 0.125,
        source: { title: `${CODE_ENR} (Région wallonne), art. 44`, lang: 'fr', date: '2025-01-01' },
      },
      ownHome: {
        rate: 0.03,
        source: {
          title: `${CODE_ENR} (Région wallonne), taux réduit de 3 % pour l'habitation propre et unique (actes à partir du 1er janvier 2025)`,
          lang: 'fr',
          date: '2025-01-01',
        },
      },
    },
    BRUSSELS: {
      standard: {
        rate: 0.125,
        source: {
          title: `${CODE_ENR} (Région de Bruxelles-Capitale), art. 44`,
          lang: 'fr',
          date: '2025-01-01',
        },
      },
      /** The own home's abatement: the first `amount` is free of duties when the price is at most `maxPrice`. */
      ownHomeAbatement: {
        amount: 200_000,
        maxPrice: 600_000,
        source: {
          title: `${CODE_ENR} (Région de Bruxelles-Capitale), art. 46bis (abattement)`,
          lang: 'fr',
          date: '2023-04-01',
        },
      },
    },
  },
  /** VAT on a new building sold under the VAT regime, instead of registration duties. */
  vat: {
    rate: 0.21,
    source: {
      title:
        'Wetboek van de belasting over de toegevoegde waarde, art. 1 § 9 en art. 37; KB nr. 20, tabel A',
      lang: 'nl',
      date: '2025-01-01',
    },
  },
  /** The notary's fee on a sale, by the legal sliding scale (marginal rates per bracket). */
  notaryFee: {
    brackets: [
      { upTo: 7_500, rate: 0.0456 },
      { upTo: 17_500, rate: 0.0285 },
      { upTo: 30_000, rate: 0.0228 },
      { upTo: 45_495, rate: 0.0171 },
      { upTo: 64_095, rate: 0.0114 },
      { upTo: 250_095, rate: 0.0057 },
      { upTo: null, rate: 0.00057 },
    ] as readonly FeeBracket[],
    source: {
      title:
        'Koninklijk besluit van 16 december 1950 houdende het tarief der honoraria van de notarissen, bijlage (verkopingen)',
      lang: 'nl',
      date: '2025-01-01',
    },
  },
  /** VAT on the notary's fee and costs. */
  notaryVat: {
    rate: 0.21,
    source: {
      title:
        'Wetboek van de belasting over de toegevoegde waarde, art. 18 en art. 37 (notarissen btw-plichtig sinds 1 januari 2012)',
      lang: 'nl',
      date: '2012-01-01',
    },
  },
  /** The notary's usual administrative and file costs (searches, certificates, transcription), before VAT. */
  fileCosts: {
    amount: 1_150,
    source: {
      title:
        'Usual administrative costs and disbursements of a sale deed (searches, certificates, transcription in the land register): an estimate',
      lang: 'en',
      date: '2025-01-01',
    },
  },
  /** The fixed right on writings of a notarial deed. */
  rightOnWritings: {
    amount: 50,
    source: {
      title: 'Wetboek diverse rechten en taksen, art. 3 (recht op geschriften)',
      lang: 'nl',
      date: '2025-01-01',
    },
  },
} as const satisfies {
  validOn: string;
  registration: {
    FLANDERS: { standard: Rate; ownHome: Rate };
    WALLONIA: { standard: Rate; ownHome: Rate };
    BRUSSELS: {
      standard: Rate;
      ownHomeAbatement: { amount: number; maxPrice: number; source: RateSource };
    };
  };
  vat: Rate;
  notaryFee: { brackets: readonly FeeBracket[]; source: RateSource };
  notaryVat: Rate;
  fileCosts: FixedAmount;
  rightOnWritings: FixedAmount;
};

/** What the estimate needs to know of the purchase. */
export interface PurchaseSituation {
  /** The price in euro (excluding VAT for a new building under the VAT regime). */
  price: number;
  /** The region of the estate. */
  region: PurchaseRegion;
  /** True when the estate will be the buyer's only own home (reduced rate or abatement). */
  ownHome: boolean;
  /** True for a new building sold under the VAT regime (SPEC §5 `financial.vat_regime`). */
  vatRegime: boolean;
}

/** The kinds of cost of the estimate, in the order they are shown. */
export type PurchaseCostId =
  | 'registration'
  | 'vat'
  | 'notaryFee'
  | 'notaryFeeVat'
  | 'fileCosts'
  | 'fileCostsVat'
  | 'rightOnWritings';

/** One line of the estimate: its amount in whole euros, the rate it applies and its source. */
export interface PurchaseCostLine {
  id: PurchaseCostId;
  /** Euro, rounded to the euro. */
  amount: number;
  /** The rate applied (a fraction), null for a fixed amount or the sliding scale. */
  rate: number | null;
  /** The part of the price the rate applies to (euro), when not the whole price (Brussels abatement). */
  base?: number;
  source: RateSource;
}

/** The estimate: its lines, their total and the price with it. */
export interface PurchaseCosts {
  situation: PurchaseSituation;
  lines: PurchaseCostLine[];
  /** The costs on top of the price, euro (the sum of the lines). */
  total: number;
  /** Price and costs together, euro. */
  totalWithPrice: number;
  /** The date the rates are valid on (YYYY-MM-DD). */
  validOn: string;
}

/** Rounds euro to the whole euro (half up), as the estimate shows them. */
const euro = (amount: number): number => Math.round(amount + 1e-9);

/** True when `value` is one of the three Belgian regions of the table. */
export function isPurchaseRegion(value: unknown): value is PurchaseRegion {
  return value === 'FLANDERS' || value === 'WALLONIA' || value === 'BRUSSELS';
}

/**
 * The notary's fee on a sale price by the legal sliding scale (PURCHASE_COST_RATES.notaryFee):
 * each bracket's rate on the part of the price inside it, e.g. 4,56 % of the first € 7.500.
 * @param price euro, 0 or more
 * @returns the fee in euro, not rounded, before VAT
 * @throws RangeError for a negative or non-finite price
 */
export function notaryFee(price: number): number {
  if (!Number.isFinite(price) || price < 0) {
    throw new RangeError(`price must be a finite amount of 0 or more, got ${String(price)}`);
  }
  let fee = 0;
  let lower = 0;
  for (const { upTo, rate } of PURCHASE_COST_RATES.notaryFee.brackets) {
    const upper = upTo ?? Number.POSITIVE_INFINITY;
    if (price <= lower) break;
    fee += (Math.min(price, upper) - lower) * rate;
    lower = upper;
  }
  return fee;
}

/** The registration duties line of a purchase outside the VAT regime. */
function registrationLine({ price, region, ownHome }: PurchaseSituation): PurchaseCostLine {
  const rates = PURCHASE_COST_RATES.registration;
  if (region === 'BRUSSELS') {
    const { standard, ownHomeAbatement } = rates.BRUSSELS;
    const abated = ownHome && price <= ownHomeAbatement.maxPrice;
    const base = abated ? Math.max(0, price - ownHomeAbatement.amount) : price;
    return {
      id: 'registration',
      amount: euro(base * standard.rate),
      rate: standard.rate,
      ...(abated ? { base } : {}),
      source: abated ? ownHomeAbatement.source : standard.source,
    };
  }
  const { rate, source } = ownHome ? rates[region].ownHome : rates[region].standard;
  return { id: 'registration', amount: euro(price * rate), rate, source };
}

/**
 * The estimate of what buying will cost on top of the price:
 * - registration duties: Flanders 12 %, or 2 % for the buyer's only own home; Wallonia 12,5 %, or
 *   3 % for the only own home; Brussels 12,5 %, with the first € 200.000 free of duties for the
 *   own home when the price is at most € 600.000;
 * - instead, under the VAT regime (a new building), VAT of 21 % on the price;
 * - the notary's fee by the sliding scale (`notaryFee`) and 21 % VAT on it;
 * - the notary's file costs (a flat estimate) with their VAT, and the right on writings.
 * Each line is rounded to the euro; the total is the sum of the lines.
 * @throws RangeError for a negative or non-finite price, or a region the table does not hold
 */
export function purchaseCosts(situation: PurchaseSituation): PurchaseCosts {
  const { price, region, vatRegime } = situation;
  if (!Number.isFinite(price) || price < 0) {
    throw new RangeError(`price must be a finite amount of 0 or more, got ${String(price)}`);
  }
  if (!isPurchaseRegion(region)) throw new RangeError(`no rates for region ${String(region)}`);
  const r = PURCHASE_COST_RATES;
  const fee = notaryFee(price);
  const lines: PurchaseCostLine[] = [
    vatRegime
      ? { id: 'vat', amount: euro(price * r.vat.rate), rate: r.vat.rate, source: r.vat.source }
      : registrationLine(situation),
    { id: 'notaryFee', amount: euro(fee), rate: null, source: r.notaryFee.source },
    {
      id: 'notaryFeeVat',
      amount: euro(fee * r.notaryVat.rate),
      rate: r.notaryVat.rate,
      source: r.notaryVat.source,
    },
    { id: 'fileCosts', amount: euro(r.fileCosts.amount), rate: null, source: r.fileCosts.source },
    {
      id: 'fileCostsVat',
      amount: euro(r.fileCosts.amount * r.notaryVat.rate),
      rate: r.notaryVat.rate,
      source: r.notaryVat.source,
    },
    {
      id: 'rightOnWritings',
      amount: r.rightOnWritings.amount,
      rate: null,
      source: r.rightOnWritings.source,
    },
  ];
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { situation, lines, total, totalWithPrice: price + total, validOn: r.validOn };
}

/** The two figures an estate's financial fields list (`general.registrationCost`, `general.notarySalery`). */
export interface ListedPurchaseFigures {
  /** Registration duties, or the VAT on the price under the VAT regime; euro, whole. */
  registrationCost: number;
  /** The notary's fee by the legal sliding scale, before VAT; euro, whole. */
  notarySalery: number;
}

/**
 * The registration and notary figures of an estate's financial fields, by the same rule as the
 * estimate (`purchaseCosts`) for the situation a listing states: a buyer for whom it is not the
 * only own home (the standard rate), under the VAT regime or not. Equal, by construction, to the
 * `registration` (or `vat`) and `notaryFee` lines of the estimate for that situation.
 * @param situation the price (euro), region and VAT regime; `ownHome` is ignored (always false)
 * @throws RangeError as `purchaseCosts` does (negative price, unknown region)
 */
export function listedPurchaseFigures(
  situation: Omit<PurchaseSituation, 'ownHome'>,
): ListedPurchaseFigures {
  const { lines } = purchaseCosts({ ...situation, ownHome: false });
  const amountOf = (ids: readonly PurchaseCostId[]): number =>
    lines.find((line) => ids.includes(line.id))?.amount ?? 0;
  return {
    registrationCost: amountOf(['registration', 'vat']),
    notarySalery: amountOf(['notaryFee']),
  };
}
