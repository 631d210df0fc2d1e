import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../components/lazyComponent';
import { WhenOpened } from '../../components/WhenOpened';
import { NavButton } from '../NavButton';
import { selectCollapsed, selectOpenMenu, type SideNavRef } from '../sideNav/sideNavSelectors';

const TRIGGER_ID = 'help-menu-trigger';
const MENU_ID = 'help-menu';

/* Its entries, their actors and dialogs load when Help is first opened: the first page carries only the button. */
const HelpMenuContent = lazyComponent(() => import('./HelpMenuContent'), 'HelpMenuContent');

/** Help and its sub-menu (SPEC 2). */
export function HelpMenu({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const collapsed = useSelector(navRef, selectCollapsed);
  const open = useSelector(navRef, selectOpenMenu) === 'help';
  return (
    <NavButton
      id={TRIGGER_ID}
      icon="pi-question-circle"
      label={t('sideNav.help')}
      collapsed={collapsed}
      expanded={open}
      controls={MENU_ID}
      popup="menu"
      onClick={() => navRef.send({ type: 'menu.open', menu: 'help' })}
    >
      <WhenOpened open={open}>
        <HelpMenuContent navRef={navRef} open={open} menuId={MENU_ID} triggerId={TRIGGER_ID} />
      </WhenOpened>
    </NavButton>
  );
}
