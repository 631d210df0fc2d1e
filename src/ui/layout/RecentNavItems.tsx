import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { RECENT_KINDS } from '../../machines/recents.machine';
import { NavButton } from './NavButton';
import { RECENT_ICONS, RECENT_PANEL_ID } from './recents/recentKinds';
import { selectCollapsed, selectSelectedKind, type SideNavRef } from './sideNav/sideNavSelectors';

/** Recent Portfolios, Workspaces, Simulations and Work Plans: each opens its panel, or closes it again. */
export function RecentNavItems({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const collapsed = useSelector(navRef, selectCollapsed);
  const selected = useSelector(navRef, selectSelectedKind);
  return (
    <ul className="side-bar__list" aria-label={t('sideNav.recentSection')}>
      {RECENT_KINDS.map((kind) => (
        <NavButton
          key={kind}
          icon={RECENT_ICONS[kind]}
          label={t(`sideNav.recent.${kind}`)}
          collapsed={collapsed}
          expanded={selected === kind}
          controls={RECENT_PANEL_ID}
          onClick={() => navRef.send({ type: 'recent.select', kind })}
        />
      ))}
    </ul>
  );
}
