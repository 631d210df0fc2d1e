import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, type AnyActorRef } from 'xstate';
import type { CompanyConnection } from '../../src/api/schemas/companyConnection.schema';
import type { AppEvent } from '../../src/machines/app.machine';
import { companyConnectionMachine } from '../../src/machines/companyConnection.machine';
import { detailsFormMachine } from '../../src/machines/detailsForm.machine';
import { profileFormMachine } from '../../src/machines/profileForm.machine';
import { startApp } from './harness/app.harness';
import { settle } from './support/controllable';
import { profile } from './support/fixtures';
import { companyWithConnection, portfolioDetail } from './support/portfolioFixtures';

const session = (signedIn: boolean): AppEvent => ({ type: 'session.change', signedIn });

describe('app machine: page actors', () => {
  const counter = createMachine({ id: 'counter', context: ({ input }: { input: { start: number } }) => ({ count: input.start }) });

  it('page.open runs the given logic as its child under the given id and system id, with the given input', () => {
    const { actor } = startApp();
    actor.send({ type: 'page.open', id: 'portfolioList', logic: counter, input: { start: 3 } });
    const page = actor.system.get('portfolioList') as AnyActorRef | undefined;
    expect(page).toBeDefined();
    expect(page?.getSnapshot().context).toEqual({ count: 3 });
    expect(page?.getSnapshot().status).toBe('active');
    expect(page?._parent).toBe(actor);
  });

  it('page.close stops that page and no other, and frees its system id', () => {
    const { actor } = startApp();
    actor.send({ type: 'page.open', id: 'members', logic: counter, input: { start: 1 } });
    actor.send({ type: 'page.open', id: 'inviteMember', logic: counter, input: { start: 2 } });
    const members = actor.system.get('members') as AnyActorRef;
    actor.send({ type: 'page.close', id: 'members' });
    expect(members.getSnapshot().status).toBe('stopped');
    expect(actor.system.get('members')).toBeUndefined();
    expect((actor.system.get('inviteMember') as AnyActorRef | undefined)?.getSnapshot().status).toBe('active');
    expect(actor.system.get('auth')).toBeDefined();
  });

  it('a second page.open of an open id keeps the first actor', () => {
    const { actor } = startApp();
    actor.send({ type: 'page.open', id: 'resources', logic: counter, input: { start: 1 } });
    const first = actor.system.get('resources');
    actor.send({ type: 'page.open', id: 'resources', logic: counter, input: { start: 2 } });
    expect(actor.system.get('resources')).toBe(first);
    expect((first as AnyActorRef).getSnapshot().context).toEqual({ count: 1 });
  });

  it('a page id closed earlier can be opened again, as a new actor', () => {
    const { actor } = startApp();
    actor.send({ type: 'page.open', id: 'portfolioDetail', logic: counter, input: { start: 1 } });
    const first = actor.system.get('portfolioDetail');
    actor.send({ type: 'page.close', id: 'portfolioDetail' });
    actor.send({ type: 'page.open', id: 'portfolioDetail', logic: counter, input: { start: 2 } });
    const second = actor.system.get('portfolioDetail') as AnyActorRef | undefined;
    expect(second).not.toBe(first);
    expect(second?.getSnapshot().context).toEqual({ count: 2 });
  });

  it('closing the page whose form is dirty ends the unsaved-changes guard; another dirty form keeps it', () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    actor.send({ type: 'page.open', id: 'profileForm', logic: counter, input: { start: 0 } });
    actor.send({ type: 'page.open', id: 'portfolioSettings', logic: counter, input: { start: 0 } });
    actor.send({ type: 'form.dirty', form: 'profileForm', dirty: true });
    actor.send({ type: 'form.dirty', form: 'portfolioSettings', dirty: true });
    actor.send({ type: 'page.close', id: 'profileForm' });
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(true);
    actor.send({ type: 'page.close', id: 'portfolioSettings' });
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(false);
    expect(fakes.guardUnsavedChanges.running).toBe(false);
  });
});

describe('forms report unsaved changes to the app actor', () => {
  it('the profile form, as a page of the app, makes the app guard unsaved changes until the draft is back to the saved profile', () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    actor.send({ type: 'page.open', id: 'profileForm', logic: profileFormMachine, input: { profile } });
    const form = actor.system.get('profileForm') as AnyActorRef;
    form.send({ type: 'field.change', field: 'job_title', value: 'Asset planner' });
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(true);
    expect(fakes.guardUnsavedChanges.running).toBe(true);
    form.send({ type: 'field.change', field: 'job_title', value: profile.job_title });
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(false);
    expect(fakes.guardUnsavedChanges.running).toBe(false);
  });

  it('Reset on the portfolio settings form clears the flag', () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    const saved = { name: portfolioDetail.name, description: portfolioDetail.description };
    actor.send({ type: 'page.open', id: 'portfolioSettings', logic: detailsFormMachine, input: { id: portfolioDetail.id, saved } });
    const form = actor.system.get('portfolioSettings') as AnyActorRef;
    form.send({ type: 'description.change', value: 'Roads and bridges' });
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(true);
    form.send({ type: 'form.reset' });
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(false);
  });

  it('the company connection form, once loaded, reports a changed field', async () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    const logic = companyConnectionMachine.provide({ actors: { fetchConnection: fromPromise<CompanyConnection>(async () => companyWithConnection) } });
    actor.send({ type: 'page.open', id: 'companyConnection', logic, input: { today: new Date('2025-03-14T00:00:00Z') } });
    await settle();
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(false);
    (actor.system.get('companyConnection') as AnyActorRef).send({ type: 'field.change', field: 'companyName', value: 'Riverbend Water' });
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(true);
  });

  it('leaving a page with a dirty form stops its actor and the leave guard', () => {
    const { actor, fakes } = startApp();
    fakes.followSession.send(session(true));
    actor.send({ type: 'page.open', id: 'profileForm', logic: profileFormMachine, input: { profile } });
    const form = actor.system.get('profileForm') as AnyActorRef;
    form.send({ type: 'field.change', field: 'region', value: 'Tasmania' });
    actor.send({ type: 'page.close', id: 'profileForm' });
    expect(form.getSnapshot().status).toBe('stopped');
    expect(actor.getSnapshot().hasTag('unsavedChanges')).toBe(false);
    expect(fakes.guardUnsavedChanges.running).toBe(false);
  });
});
