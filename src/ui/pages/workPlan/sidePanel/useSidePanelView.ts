import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../../api/client';
import { useSession } from '../../../app/session/SessionContext';
import { useFormat } from '../../../format/useFormat';
import { useNotify, type Notify } from '../../../notifications/notify';
import type { SidePanelViewProps } from './sidePanelTypes';
import { useSidePanelItemActor, type SidePanelItemWiring } from './useSidePanelItemActor';

/** What a view's wiring is built from: the API its actors call, and the words and toasts of its reactions. */
export type SidePanelViewKit = { api: ApiClient; t: TFunction<'workPlanSidePanel'>; notify: Notify };

/**
 * What every side panel view starts with: its texts, its formatters and its item actor, wired by
 * `wiringOf` from the session's API client (the actors of src/api/actors/workPlans/sidePanel) and
 * the toasts its reactions show.
 */
export function useSidePanelView(props: Pick<SidePanelViewProps, 'workPlan' | 'selection'>, wiringOf: (kit: SidePanelViewKit) => SidePanelItemWiring) {
  const { t } = useTranslation('workPlanSidePanel');
  const { api } = useSession();
  const notify = useNotify();
  const format = useFormat();
  const itemRef = useSidePanelItemActor(props, wiringOf({ api, t, notify }));
  return { t, format, itemRef };
}
