import type { TFunction } from 'i18next';
import { Avatar } from 'primereact/avatar';
import { Trans, useTranslation } from 'react-i18next';
import { SAFE_VALUES } from '../../../components/safeValues';
import type { PortfolioEvent } from '../../../../api/schemas/portfolioEvent.schema';
import { initials } from '../../../components/initials';
import { useFormat } from '../../../format/useFormat';
import { activityChanges, actorName, grantedPermission } from './activityText';

const ICONS: Record<PortfolioEvent['subject_type'], string> = {
  portfolio: 'pi-briefcase',
  member: 'pi-user',
  invitation: 'pi-envelope',
  attachment: 'pi-link',
  workspace: 'pi-th-large',
  simulation: 'pi-chart-line',
  work_plan: 'pi-calendar',
  project: 'pi-folder',
  phase: 'pi-step-forward',
  treatment: 'pi-wrench',
};

/** A changed value as the user reads it: permissions and flags in their language, blanks named. */
function shownValue(t: TFunction, field: string, value: string): string {
  if (value === '') return t('emptyValue');
  if (field === 'permission') return t(`portfolios.permission.${value}`, { defaultValue: value });
  if (value === 'true' || value === 'false') return t(value === 'true' ? 'common.yes' : 'common.no');
  return value;
}

/** One entry of the log: who, what, and when, in the user's language and the profile's time zone. */
export function ActivityEntry({ event }: { event: PortfolioEvent }) {
  const { t } = useTranslation('portfolioActivity');
  const format = useFormat();
  const actor = actorName(event) ?? t('formerUser');
  const permission = grantedPermission(event);
  const when = new Date(event.created_at);
  const changes = activityChanges(event);
  return (
    <li className="activity-entry" data-testid="activity-entry">
      <Avatar
        label={event.actor ? initials(event.actor.first_name, event.actor.last_name, event.actor.email) : undefined}
        icon={event.actor ? undefined : 'pi pi-user'}
        shape="circle"
        className="activity-entry__avatar"
      />
      <div className="activity-entry__body">
        <p className="activity-entry__text">
          <i className={`pi ${ICONS[event.subject_type]} activity-entry__icon`} aria-hidden="true" />
          <Trans
            t={t}
            i18nKey={`actions.${event.action}`}
            values={{
              actor,
              subject: event.subject_name,
              permission: permission ? t(`portfolios.permission.${permission}`, { defaultValue: permission }) : '',
            }}
            components={{ strong: <strong /> }}
            tOptions={SAFE_VALUES}
            shouldUnescape
          />
        </p>
        {changes.length > 0 ? (
          <ul className="activity-entry__changes">
            {changes.map(({ field, from, to }) => (
              <li key={field}>{t('change', {
                  field: t(`fields.${field}`, { defaultValue: field }),
                  from: shownValue(t, field, from),
                  to: shownValue(t, field, to),
                })}</li>
            ))}
          </ul>
        ) : null}
        <time className="activity-entry__time" dateTime={event.created_at} title={when.toISOString()}>
          {format.dateTime(when)}
        </time>
      </div>
    </li>
  );
}
