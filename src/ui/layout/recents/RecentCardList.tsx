import { useTranslation } from 'react-i18next';
import type { RecentList } from '../../../machines/recents.machine';
import { useFormat } from '../../format/useFormat';
import { RecentCard } from './RecentCard';
import { toRecentCards } from './recentCards';

/** The loaded recent items, most recently updated first. */
export function RecentCardList({ list, onFollow }: { list: RecentList; onFollow: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="recent-panel__list">
      {toRecentCards(list, t, format).map((card) => (
        <RecentCard key={card.id} {...card} onFollow={onFollow} />
      ))}
    </ul>
  );
}
