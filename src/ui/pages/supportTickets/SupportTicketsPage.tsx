import { useSelector } from '@xstate/react';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Ticket, TicketStatus } from '../../../api/schemas/ticket.schema';
import { usePageTitle } from '../../app/usePageTitle';
import { CardPaginator } from '../../components/CardPaginator';
import { EmptyState } from '../../components/EmptyState';
import { lazyComponent } from '../../components/lazyComponent';
import { LoadFailure } from '../../components/LoadFailure';
import { PageHeader } from '../../components/PageHeader';
import { WhenOpened } from '../../components/WhenOpened';
import { useFormat } from '../../format/useFormat';
import { routes } from '../../routes';
import { useTicketDialogActor } from '../../support/useTicketDialogActor';
import { selectTicketPage, selectTicketQuery, selectTicketsBusy, selectTicketsFailure } from './ticketListSelectors';
import { useTicketListActor } from './useTicketListActor';
import './SupportTicketsPage.css';

const ReportIssueDialog = lazyComponent(() => import('../../support/ReportIssueDialog'), 'ReportIssueDialog');

const STATUS_SEVERITY: Record<TicketStatus, 'info' | 'warning' | 'success' | 'secondary'> = {
  open: 'info',
  in_progress: 'warning',
  waiting_on_customer: 'warning',
  resolved: 'success',
  closed: 'secondary',
};

/**
 * /help/tickets, signed in: the help centre's page of the user's own support tickets (issue 16),
 * where My Support Tickets leads unless TICKETS_URL names another; a new report can be made here too.
 */
export function SupportTicketsPage() {
  const { t } = useTranslation('support');
  usePageTitle(t('tickets.title'));
  const listRef = useTicketListActor();
  const dialogRef = useTicketDialogActor('ticketsPageDialog');
  const dialogOpen = useSelector(dialogRef, (snapshot) => snapshot.hasTag('open'));
  const busy = useSelector(listRef, selectTicketsBusy);
  const failure = useSelector(listRef, selectTicketsFailure);
  const page = useSelector(listRef, selectTicketPage);
  const query = useSelector(listRef, selectTicketQuery);
  const report = () => dialogRef.send({ type: 'dialog.open' });

  return (
    <div className="support-tickets">
      <nav className="support-tickets__crumbs" aria-label={t('contact.helpCentre')}>
        <Link href={routes.help}>{t('contact.helpCentre')}</Link>
        <i className="pi pi-angle-right" aria-hidden="true" />
        <span aria-current="page">{t('tickets.title')}</span>
      </nav>
      <PageHeader
        title={t('tickets.title')}
        subtitle={t('tickets.subtitle')}
        badge={page && page.total_count > 0 ? <span className="support-tickets__count">{t('tickets.count', { count: page.total_count })}</span> : null}
        actions={<Button label={t('tickets.report')} icon="pi pi-plus" onClick={report} />}
      />
      {failure ? (
        <LoadFailure message={t('tickets.loadFailed')} failure={failure} onRetry={() => listRef.send({ type: 'tickets.refresh' })} />
      ) : busy && !page ? (
        <TicketsSkeleton />
      ) : page && page.total_count === 0 ? (
        <EmptyState icon="pi-ticket" title={t('tickets.empty')} text={t('tickets.emptyHint')} actionLabel={t('tickets.report')} actionIcon="pi pi-plus" onAction={report} />
      ) : page ? (
        <>
          <TicketTable tickets={page.contents} busy={busy} />
          {page.total_pages > 1 ? (
            <CardPaginator
              className="support-tickets__pages"
              page={query.page}
              pageSize={query.pageSize}
              total={page.total_count}
              report={t('tickets.pages')}
              onPageChange={(next) => listRef.send({ type: 'page.change', page: next })}
            />
          ) : null}
        </>
      ) : null}
      <WhenOpened open={dialogOpen}>
        <ReportIssueDialog dialogRef={dialogRef} />
      </WhenOpened>
    </div>
  );
}

function TicketTable({ tickets, busy }: { tickets: Ticket[]; busy: boolean }) {
  const { t } = useTranslation('support');
  const format = useFormat();
  return (
    <table className="support-tickets__table" aria-busy={busy}>
      <thead>
        <tr>
          <th scope="col">{t('tickets.summary')}</th>
          <th scope="col">{t('tickets.type')}</th>
          <th scope="col">{t('tickets.status')}</th>
          <th scope="col">{t('tickets.reported')}</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.id}>
            <td>
              <span className="support-tickets__summary">{ticket.summary}</span>
              <span className="support-tickets__description">{ticket.description}</span>
            </td>
            <td>{t(`types.${ticket.type}`)}</td>
            <td>
              <Tag value={t(`tickets.statuses.${ticket.status}`)} severity={STATUS_SEVERITY[ticket.status]} rounded />
            </td>
            <td className="support-tickets__date">{format.dateTime(ticket.created_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TicketsSkeleton() {
  return (
    <div className="support-tickets__skeleton" aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height="3rem" />
      ))}
    </div>
  );
}
