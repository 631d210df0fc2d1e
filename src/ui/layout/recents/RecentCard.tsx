import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { nameInitials } from '../../components/initials';
import { RecentCardMenu, type RecentCardAction } from './RecentCardMenu';

export type RecentCardProps = {
  id: string;
  href: string;
  name: string;
  description: string;
  /** Where the item lives (its portfolio, or workspace and portfolio). */
  context?: string;
  meta: string[];
  /** A logo to show instead of the name's initials. */
  logoUrl?: string | null;
  actions?: RecentCardAction[];
  onFollow: () => void;
};

/** One recent item: its name links to its page, its description clamps to 3 lines (SPEC 9). */
export function RecentCard({ id, href, name, description, context, meta, logoUrl, actions, onFollow }: RecentCardProps) {
  const { t } = useTranslation();
  const nameId = `recent-${id}-name`;
  return (
    <li className="recent-card" data-testid="recent-card">
      <div className="recent-card__top">
        <span className="recent-card__badge" aria-hidden="true">
          {logoUrl ? <img src={logoUrl} alt="" /> : nameInitials(name)}
        </span>
        <div className="recent-card__heading">
          <Link href={href} id={nameId} className="recent-card__link" title={name} onClick={onFollow}>
            {name}
          </Link>
          {context ? <span className="recent-card__context">{context}</span> : null}
        </div>
        {actions ? <RecentCardMenu label={t('recents.moreActions', { name })} actions={actions} onFollow={onFollow} /> : null}
      </div>
      <p className={`recent-card__description${description ? '' : ' recent-card__description--empty'}`} title={description || undefined}>
        {description || t('portfolios.noDescription')}
      </p>
      <p className="recent-card__meta">
        {meta.map((item) => (
          <span key={item}>{item}</span>
        ))}
      </p>
    </li>
  );
}
