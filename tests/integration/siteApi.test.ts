import { describe, expect, it } from 'vitest';
import { DEMO_TASKS_LIST_ID } from '@listboard/local';
import type { ApiErrorBody, BoardMember, DirectoryPerson, User } from '@listboard/shared';
import { DEMO_SITE } from '../support/apiClient';
import { signedInStack } from './stackFixture';

const env = signedInStack();
const list = `site/lists/${DEMO_TASKS_LIST_ID}`;

describe('site data for forms and pickers', () => {
  it('lists the choices and lookups of a field', async () => {
    const choices = await env.alex.call<string[]>('GET', `${list}/fields/Status/choices`, undefined, { url: DEMO_SITE });
    expect(choices.body).toEqual(['Not Started', 'In Progress', 'Review', 'Completed', 'Deferred']);
    const lookups = await env.alex.call<{ id: number; name: string }[]>('GET', `${list}/fields/ParentID/lookups`, undefined, {
      url: DEMO_SITE,
    });
    expect(lookups.body).toHaveLength(60);
    expect(lookups.body[0]).toEqual({ id: 1, name: 'Fix login redirect loop' });
    expect((await env.alex.call<ApiErrorBody>('GET', `${list}/fields/Title/choices`, undefined, { url: DEMO_SITE })).body.code).toBe(
      'field_not_found',
    );
    expect(
      (await env.alex.call<ApiErrorBody>('GET', 'site/lists/nope/fields/Status/choices', undefined, { url: DEMO_SITE })).body.code,
    ).toBe('list_not_found');
    expect(
      (await env.alex.call<ApiErrorBody>('GET', `${list}/fields/Status/choices`, undefined, { url: 'https://other.test/sites/x' })).status,
    ).toBe(403);
  });

  it('lists the members assigned in a people field', async () => {
    const members = await env.alex.call<BoardMember[]>('GET', 'site/lists/members/AssignedTo', undefined, {
      url: DEMO_SITE,
      lists: DEMO_TASKS_LIST_ID,
    });
    expect(members.status).toBe(200);
    expect(members.body.length).toBeGreaterThan(1);
    expect(members.body.every((m) => m.IsMemberShip && m.login.endsWith('@demo.listboard.local'))).toBe(true);
    expect(members.body.map((m) => m.name)).not.toContain('Pradeep Gupta');
  });

  it('searches people from 3 characters and reads one by id', async () => {
    const found = await env.alex.call<DirectoryPerson[]>('GET', 'site/users/search/', undefined, { q: 'meg' });
    expect(found.body).toEqual([
      { id: 3, name: 'Megan Bowen', email: 'megan@demo.listboard.local', login: 'megan@demo.listboard.local', isGroup: false },
    ]);
    expect((await env.alex.call<ApiErrorBody>('GET', 'site/users/search/', undefined, { q: 'me' })).status).toBe(400);
    expect((await env.alex.call<User>('GET', 'site/user/3')).body.name).toBe('Megan Bowen');
    expect((await env.alex.call<ApiErrorBody>('GET', 'site/user/99')).body.code).toBe('user_not_found');
  });

  it("gives a person's user id by sign-in name, and never invents a person", async () => {
    const megan = await env.alex.call<User>('GET', 'site/users/getid/', undefined, { login: 'MEGAN@demo.listboard.local' });
    expect(megan.body).toMatchObject({ id: 3, name: 'Megan Bowen' });
    const stranger = await env.alex.call<ApiErrorBody>('GET', 'site/users/getid/', undefined, { login: 'mallory@demo.listboard.local' });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('user_not_found');
    expect((await env.alex.call<ApiErrorBody>('GET', 'site/users/getid/', undefined, {})).status).toBe(400);
  });
});
