import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { selectProfile } from '../../app/session/profileSelectors';
import { useProfileRef } from '../../app/session/useSessionChildren';
import { lazyComponent } from '../../components/lazyComponent';
import { WhenOpened } from '../../components/WhenOpened';
import { routes } from '../../routes';
import { offersSupportTickets, supportGroupOf } from '../../../api/rules/supportGroup';
import { NavMenu, type NavMenuEntry } from '../NavMenu';
import type { SideNavRef } from '../sideNav/sideNavSelectors';
import { useLearningDialogActor } from './useLearningDialogActor';
import { useKnowledgeBaseLinkActor } from './useKnowledgeBaseLinkActor';
import { useSupportTicketsLinkActor } from './useSupportTicketsLinkActor';
import { useTicketDialogActor } from '../../support/useTicketDialogActor';

const LearningDialog = lazyComponent(() => import('./LearningDialog'), 'LearningDialog');
const ReportIssueDialog = lazyComponent(() => import('../../support/ReportIssueDialog'), 'ReportIssueDialog');

type HelpMenuContentProps = {
  navRef: SideNavRef;
  open: boolean;
  menuId: string;
  triggerId: string;
};

/**
 * The Help sub-menu's entries, with the support hours of the user's regional group, and the
 * dialogs they open. Mounted from the menu's first opening on, so that the dialogs outlive the
 * menu, which closes as an entry is chosen.
 */
export function HelpMenuContent({ navRef, open, menuId, triggerId }: HelpMenuContentProps) {
  const { t } = useTranslation();
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
    <>
      {open ? (
        <NavMenu
          id={menuId}
          label={t('help.menuLabel')}
          entries={entries}
          triggerId={triggerId}
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
    </>
  );
}
