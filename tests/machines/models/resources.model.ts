import type { ApiFailure } from '../../../src/api/apiError';
import type { Attachment } from '../../../src/api/schemas/attachment.schema';
import { resourcesMachine } from '../../../src/machines/resources.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { portfolioDetail, resources } from '../support/portfolioFixtures';

type Expected = { portfolioId: string; resources: Attachment[]; previousOrder: Attachment[]; target: Attachment | null; failure: ApiFailure | null };

const ID = portfolioDetail.id;
const [first, second, third] = resources as [Attachment, Attachment, Attachment];
const renamed: Attachment = { ...second, name: 'Condition audit 2024' };
const added: Attachment = { ...first, id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e59', name: 'Renewal programme', position: 3 };
const answeredOrder = [third, first, second].map((resource, position) => ({ ...resource, position }));
const forbidden = apiError(403, 'You have reached an area that requires special permission.');
const stale = apiError(409, 'The resources have changed since you loaded them.');
const DRAG = 'the user drags the third resource to the top';
const DROP_IN_PLACE = 'the user drops the second resource where it was';
const names = (list: Attachment[]) => list.map(({ name }) => `"${name}"`).join(', ');
/** The list with the resource at `from` moved to `to`, or nothing when the move changes nothing or leaves the list. */
const moved = (list: Attachment[], from: number, to: number) => {
  if (from === to || Math.max(from, to) >= list.length) return null;
  const order = list.filter((_, index) => index !== from);
  order.splice(to, 0, list[from]!);
  return order;
};
const move = (from: number, to: number) => (context: Expected) => {
  const order = moved(context.resources, from, to);
  return order ? { to: 'ready.reordering', context: { previousOrder: context.resources, resources: order } } : {};
};
/** The editor's saved resource replaces the one it changed or joins the list; the header re-reads its counts. */
const saved = (resource: Attachment) => (context: Expected) => ({
  context: {
    resources: context.resources.some(({ id }) => id === resource.id)
      ? context.resources.map((existing) => (existing.id === resource.id ? resource : existing))
      : [...context.resources, resource],
  },
  calls: { reportCountChange: [undefined] },
});

/**
 * SPEC 2 "Portfolio detail": resources are links that can be ordered; SPEC 5: deleting is permanent
 * (confirmed first); SPEC 8 "Success toasts" (attachment deleted) and the 'Failed to ...' toasts. A
 * new order shows at once and is saved; if saving fails the previous order comes back.
 */
export const resourcesModel = machineModel({
  name: 'resources',
  machine: resourcesMachine,
  starts: [
    {
      label: 'resources tab opened',
      input: { portfolioId: ID },
      state: 'loading',
      context: { portfolioId: ID, resources: [], previousOrder: [], target: null, failure: null } as Expected,
    },
  ],
  events: {
    'the resources load': { type: 'xstate.done.actor.fetchResources', output: resources },
    'the load fails with 500': { type: 'xstate.error.actor.fetchResources', error: apiError(500, 'Unexpected error happened.') },
    'the user retries': { type: 'resources.retry' },
    'the editor saved "Condition audit" renamed': { type: 'resource.saved', resource: renamed },
    'the editor saved a new resource': { type: 'resource.saved', resource: added },
    'the user deletes "Condition audit"': { type: 'resource.delete', resourceId: second.id },
    'the user confirms the deletion': { type: 'deletion.confirm' },
    'the user cancels the deletion': { type: 'deletion.cancel' },
    'the resource is deleted': { type: 'xstate.done.actor.deleteResource' },
    'the deletion is refused': { type: 'xstate.error.actor.deleteResource', error: forbidden },
    [DRAG]: { type: 'resources.move', from: 2, to: 0 },
    [DROP_IN_PLACE]: { type: 'resources.move', from: 1, to: 1 },
    'the new order is saved': { type: 'xstate.done.actor.reorderResources', output: answeredOrder },
    'saving the order fails': { type: 'xstate.error.actor.reorderResources', error: stale },
  },
  states: {
    loading: { says: 'the resources load', tags: ['busy'], invoked: { fetchResources: { portfolioId: ID } } },
    failed: { says: ({ failure }) => `"${failure?.message}" with Retry`, tags: ['error'] },
    ready: { says: (context) => `the list: ${names(context.resources)}` },
    'ready.idle': {},
    'ready.confirmingDeletion': { says: ({ target }) => `asks to confirm deleting "${target?.name}"`, tags: ['confirmingDeletion'] },
    'ready.deleting': {
      says: ({ target }) => `deleting "${target?.name}"`,
      tags: ['confirmingDeletion', 'saving'],
      invoked: ({ target }) => ({ deleteResource: { portfolioId: ID, attachmentId: target?.id } }),
    },
    'ready.reordering': {
      says: 'saving the new order',
      tags: ['saving'],
      // The order sent is the one the drag made, whatever the editor saves meanwhile.
      invoked: ({ previousOrder }) => ({ reorderResources: { portfolioId: ID, ids: moved(previousOrder, 2, 0)?.map(({ id }) => id) } }),
    },
  },
  transitions: {
    loading: {
      'the resources load': { to: 'ready.idle', context: { resources, failure: null } },
      'the load fails with 500': { to: 'failed', context: { failure: { status: 500, message: 'Unexpected error happened.' } } },
    },
    failed: { 'the user retries': 'loading' },
    ready: {
      'the editor saved "Condition audit" renamed': saved(renamed),
      'the editor saved a new resource': saved(added),
    },
    'ready.idle': {
      'the user deletes "Condition audit"': (context: Expected) => {
        const target = context.resources.find(({ id }) => id === second.id);
        return target ? { to: 'ready.confirmingDeletion', context: { target } } : {};
      },
      [DRAG]: move(2, 0),
      [DROP_IN_PLACE]: move(1, 1),
    },
    'ready.confirmingDeletion': {
      'the user confirms the deletion': 'ready.deleting',
      'the user cancels the deletion': { to: 'ready.idle', context: { target: null } },
    },
    'ready.deleting': {
      'the resource is deleted': (context: Expected) => ({
        to: 'ready.idle',
        context: { resources: context.resources.filter(({ id }) => id !== context.target?.id), target: null },
        calls: { notifyDeleted: [undefined], reportCountChange: [undefined] },
      }),
      'the deletion is refused': { to: 'ready.idle', context: { target: null }, calls: { notifyWriteFailed: [{ write: 'delete', error: forbidden }] } },
    },
    'ready.reordering': {
      'the new order is saved': { to: 'ready.idle', context: { resources: answeredOrder, failure: null } },
      'saving the order fails': (context: Expected) => ({
        to: 'ready.idle',
        context: { resources: context.previousOrder },
        calls: { notifyWriteFailed: [{ write: 'reorder', error: stale }] },
      }),
    },
  },
});
