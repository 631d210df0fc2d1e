import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { NavButton } from '../NavButton';
import { selectCollapsed, type SideNavRef } from '../sideNav/sideNavSelectors';
import { INFO_CENTRE_PANEL_ID, selectInfoOpen } from './infoCentreSelectors';

/** Info Center in the bar (SPEC 2): opens its panel beside the bar, or closes it again. */
export function InfoCentreNavItem({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const collapsed = useSelector(navRef, selectCollapsed);
  const open = useSelector(navRef, selectInfoOpen);
  return (
    <NavButton
      icon="pi-info-circle"
      label={t('sideNav.infoCenter')}
      collapsed={collapsed}
      expanded={open}
      controls={INFO_CENTRE_PANEL_ID}
      onClick={() => navRef.send({ type: 'info.toggle' })}
    />
  );
}
