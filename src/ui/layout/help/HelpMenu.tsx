import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectProfile } from '../../app/session/profileSelectors';
import { useProfileRef } from '../../app/session/useSessionChildren';
import { lazyComponent } from '../../components/lazyComponent';
import { WhenOpened } from '../../components/WhenOpened';
import { routes } from '../../routes';
import { offersSupportTickets, supportGroupOf } from '../../../api/rules/supportGroup';
import { NavButton } from '../NavButton';
import { NavMenu, type NavMenuEntry } from '../NavMenu';
import { selectCollapsed, selectOpenMenu, type SideNavRef } from '../sideNav/sideNavSelectors';
import { useLearningDialogActor } from './useLearningDialogActor';
import { useKnowledgeBaseLinkActor } from './useKnowledgeBaseLinkActor';
import { useSupportTicketsLinkActor } from './useSupportTicketsLinkActor';
import { useTicketDialogActor } from '../../support/useTicketDialogActor';

const TRIGGER_ID = 'help-menu-trigger';

const LearningDialog = lazyComponent(() => import('./LearningDialog'), 'LearningDialog');
const ReportIssueDialog = lazyComponent(() => import('../../support/ReportIssueDialog'), 'ReportIssueDialog');
const MENU_ID = 'help-menu';

/** Help and its sub-menu (SPEC 2), with the support hours of the user's regional group. */
export function HelpMenu({ navRef }: { navRef: SideNavRef }) {
  const { t } = useTranslation();
  const collapsed = useSelector(navRef, selectCollapsed);
  const open = useSelector(navRef, selectOpenMenu) === 'help';
  const region = useSelector(useProfileRef(), selectProfile)?.region ?? '';
  const learningRef = useLearningDialogActor();
  const knowledgeBaseRef = useKnowledgeBaseLinkActor();
  const learningOpen = useSelector(learningRef, (snapshot) => !snapshot.matches('closed'));
  const ticketDialogRef = useTicketDialogActor('ticketDialog');
  const ticketDialogOpen = useSelector(ticketDialogRef, (snapshot) => snapshot.hasTag('open'));
  const ticketsLinkRef = useSupportTicketsLinkActor();
  const group = supportGroupOf(region);

  const entries: NavMenuEntry[] = [
    { kind: 'action', id: 'knowledgeBase', label: t('help.knowledgeBase'), icon: 'pi-book', onSelect: () => knowledgeBaseRef.send({ type: 'link.open' }) },
    { kind: 'action', id: 'learning', label: t('help.learningResources'), icon: 'pi-graduation-cap', onSelect: () => learningRef.send({ type: 'dialog.open' }) },
    { kind: 'action', id: 'reportIssue', label: t('help.reportIssue'), icon: 'pi-exclamation-circle', onSelect: () => ticketDialogRef.send({ type: 'dialog.open' }) },
    ...(offersSupportTickets(group)
      ? [{ kind: 'action', id: 'supportTickets', label: t('help.supportTickets'), icon: 'pi-ticket', onSelect: () => ticketsLinkRef.send({ type: 'link.open' }) } as const]
      : []),
    { kind: 'link', id: 'downloads', label: t('help.appsAndDownloads'), icon: 'pi-download', href: routes.downloads },
  ];
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
      {open ? (
        <NavMenu
          id={MENU_ID}
          label={t('help.menuLabel')}
          entries={entries}
          triggerId={TRIGGER_ID}
          footer={
            <p className="nav-menu__footer">
              <strong>{t('help.supportHours')}</strong>
              {t(`help.hours.${group}`)}
            </p>
          }
          onFollow={() => navRef.send({ type: 'nav.dismiss' })}
          onClose={() => navRef.send({ type: 'menu.close' })}
        />
      ) : null}
      <WhenOpened open={learningOpen}>
        <LearningDialog dialogRef={learningRef} />
      </WhenOpened>
      <WhenOpened open={ticketDialogOpen}>
        <ReportIssueDialog dialogRef={ticketDialogRef} />
      </WhenOpened>
    </NavButton>
  );
}
