import type { ApiFailure } from '../../../src/api/apiError';
import type { Attachment } from '../../../src/api/schemas/attachment.schema';
import { resourceEditorMachine, type ResourceDraft } from '../../../src/machines/resourceEditor.machine';
import { apiError } from '../support/fixtures';
import { machineModel } from '../support/modelPaths';
import { portfolioDetail, resources } from '../support/portfolioFixtures';

type Expected = { portfolioId: string; editing: Attachment | null; draft: ResourceDraft; failure: ApiFailure | null };

const ID = portfolioDetail.id;
const existing = resources[0]!;
const EMPTY: ResourceDraft = { name: '', url: '', description: '' };
const SUBMIT = 'the user presses Save';
const saved = { ...existing, name: 'Renewal programme' };
const refusal = apiError(400, 'Some of the values you entered are not valid.');
/** SPEC 5: a name of 1-100 characters, a description up to 500; only web addresses can be opened. */
const isValid = ({ name, url, description }: ResourceDraft) =>
  name.trim() !== '' && name.trim().length <= 100 && /^https?:\/\/\S+$/.test(url.trim()) && description.trim().length <= 500;
const field = (name: keyof ResourceDraft, value: string) => (context: Expected) => ({ context: { draft: { ...context.draft, [name]: value } } });

/**
 * SPEC 2 "Portfolio detail": resources are links with a name and description. The dialog adds one
 * or changes one; the list shows the saved resource at once (SPEC 8 "Success toasts": attachment
 * created or updated); a refusal keeps the dialog open with what was typed.
 */
export const resourceEditorModel = machineModel({
  name: 'resourceEditor',
  machine: resourceEditorMachine,
  starts: [{ label: 'resources tab opened by an Editor', input: { portfolioId: ID }, state: 'closed', context: { portfolioId: ID, editing: null, draft: EMPTY, failure: null } as Expected }],
  events: {
    'the user adds a resource': { type: 'editor.add' },
    'the user edits "Asset Management Plan"': { type: 'editor.edit', resource: existing },
    'the user closes the dialog': { type: 'editor.close' },
    'the user names it "Renewal programme"': { type: 'field.change', field: 'name', value: 'Renewal programme' },
    'the user types an ftp address': { type: 'field.change', field: 'url', value: 'ftp://files.example/plan.pdf' },
    'the user types a web address': { type: 'field.change', field: 'url', value: 'https://docs.example/renewal' },
    [SUBMIT]: { type: 'form.submit' },
    'the resource is saved': { type: 'xstate.done.actor.saveResource', output: saved },
    'the server refuses the values': { type: 'xstate.error.actor.saveResource', error: refusal },
  },
  states: {
    closed: { says: 'no dialog' },
    editing: {
      says: ({ editing, draft, failure }) =>
        `the ${editing ? `edit dialog of "${editing.name}"` : 'add dialog'} with "${draft.name}" → ${draft.url || '(no address)'}${isValid(draft) ? '' : ' (Save does nothing)'}${failure ? `, showing "${failure.message}"` : ''}`,
      tags: ['open'],
    },
    saving: {
      says: 'the dialog, busy, while the resource is saved',
      tags: ['open', 'busy'],
      invoked: ({ editing, draft }) => ({
        saveResource: { portfolioId: ID, attachmentId: editing?.id ?? null, fields: { name: draft.name.trim(), url: draft.url.trim(), description: draft.description.trim() } },
      }),
    },
  },
  transitions: {
    closed: {
      'the user adds a resource': { to: 'editing', context: { editing: null, draft: EMPTY, failure: null } },
      'the user edits "Asset Management Plan"': {
        to: 'editing',
        context: { editing: existing, draft: { name: existing.name, url: existing.url, description: existing.description }, failure: null },
      },
    },
    editing: {
      'the user closes the dialog': 'closed',
      'the user names it "Renewal programme"': field('name', 'Renewal programme'),
      'the user types an ftp address': field('url', 'ftp://files.example/plan.pdf'),
      'the user types a web address': field('url', 'https://docs.example/renewal'),
      [SUBMIT]: ({ draft }: Expected) => (isValid(draft) ? 'saving' : {}),
    },
    saving: {
      'the resource is saved': ({ editing }: Expected) => ({ to: 'closed', calls: { reportSaved: [saved], notifySaved: [{ created: editing === null }] } }),
      'the server refuses the values': { to: 'editing', context: { failure: { status: 400, message: 'Some of the values you entered are not valid.' } } },
    },
  },
});
