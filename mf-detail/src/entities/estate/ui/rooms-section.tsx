/**
 * The rooms of an estate (SPEC §3 layout; room type ids counted: bedroom 1, bathroom 5, garage 6,
 * terrace 10, parking space 14, toilet 16): the counts as facts and the layout as a table of
 * type, count, surface (m²) and floor.
 */
import { useTranslation } from 'shared/i18n';
import type { Locale } from 'shared/domain';
import { colors, space } from 'shared/ui/tokens';
import { DETAIL_NAMESPACE } from '#detail/config/i18n';
import { Fact, FactList } from '#detail/lib/ui/facts';
import { TableScroller } from '#detail/lib/ui/table-scroller';
import { visibleFields, type DisplayGroup } from '../lib/display-fields';
import type { LayoutRow } from '../lib/estate-view';
import { FloorText } from './price-text';

const cell = {
  padding: `${space(2)} ${space(3)}`,
  borderBottom: `1px solid ${colors.border}`,
  textAlign: 'left',
} as const;

/** Props: the rooms display group (counts), the layout rows and the page language. */
export interface RoomsSectionProps {
  roomGroup: DisplayGroup;
  rooms: LayoutRow[];
  locale: Locale;
}

/** Renders the section (h2 "Rooms"), or nothing when there are neither counts nor layout rooms. */
export function RoomsSection({ roomGroup, rooms, locale }: RoomsSectionProps) {
  const { t } = useTranslation(DETAIL_NAMESPACE, { lng: locale });
  if (!roomGroup.visible && rooms.length === 0) return null;
  return (
    <section aria-labelledby="detail-rooms-heading" css={{ margin: `${space(6)} 0` }}>
      <h2 id="detail-rooms-heading">{t('rooms.heading')}</h2>
      {roomGroup.visible && (
        <FactList>
          {visibleFields(roomGroup).map((f) => (
            <Fact key={f.key} label={f.label}>
              {f.value}
            </Fact>
          ))}
        </FactList>
      )}
      {rooms.length > 0 && (
        <TableScroller label={t('rooms.layout')}>
          <table css={{ borderCollapse: 'collapse', minWidth: '50%' }}>
            <caption css={{ textAlign: 'left', color: colors.muted, padding: `${space(2)} 0` }}>
              {t('rooms.layout')}
            </caption>
            <thead>
              <tr>
                <th scope="col" css={cell}>
                  {t('rooms.type')}
                </th>
                <th scope="col" css={cell}>
                  {t('rooms.count')}
                </th>
                <th scope="col" css={cell}>
                  {t('rooms.surface')}
                </th>
                <th scope="col" css={cell}>
                  {t('rooms.floor')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room, i) => (
                <tr key={`${room.name}-${i}`}>
                  <th scope="row" css={{ ...cell, fontWeight: 400 }}>
                    {room.name}
                  </th>
                  <td css={cell}>{room.count ?? ''}</td>
                  <td css={cell}>{room.surface ?? ''}</td>
                  <td css={cell}>
                    <FloorText floor={room.floor} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
