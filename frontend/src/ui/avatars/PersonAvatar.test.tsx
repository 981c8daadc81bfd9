import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { FieldDataContext } from '../fields/FieldDataSource';
import { type FakeSite, fakeFieldData } from '../testing/fieldData';
import { PersonAvatar } from './PersonAvatar';

function renderAvatars(site: FakeSite, people: { name: string; login?: string; isGroup?: boolean }[]) {
  const source = fakeFieldData(site);
  render(
    <FluentProvider theme={webLightTheme}>
      <FieldDataContext.Provider value={source}>
        {people.map((person) => (
          <PersonAvatar key={person.name} {...person} aria-label={person.name} />
        ))}
      </FieldDataContext.Provider>
    </FluentProvider>,
  );
  return source;
}

afterEach(cleanup);

describe("a person's avatar", () => {
  it("shows the person's picture over their initials, and initials for one without", () => {
    const source = renderAvatars({ photos: { 'megan@contoso.test': 'blob:megan' } }, [
      { name: 'Megan Bowen', login: 'megan@contoso.test' },
      { name: 'Owners', login: 'owners@contoso.test', isGroup: true },
    ]);
    expect(screen.getByRole('img', { name: 'Megan Bowen' }).querySelector('img')?.getAttribute('src')).toBe('blob:megan');
    expect(screen.getByRole('img', { name: 'Owners' }).querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Owners' }).textContent).toBe('O');
    expect(source.usePersonPhoto).toHaveBeenCalledWith({ login: 'owners@contoso.test', isGroup: true });
  });

  it("falls back to the initials when the picture cannot be shown, named by the person's name", () => {
    renderAvatars({ photos: { 'megan@contoso.test': 'blob:gone' } }, [{ name: 'Megan Bowen', login: 'megan@contoso.test' }]);
    const avatar = screen.getByRole('img', { name: 'Megan Bowen' });
    fireEvent.error(avatar.querySelector('img') as HTMLImageElement);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar.textContent).toBe('MB');
  });

  it('shows each person without a picture in initials on a colour of their own', () => {
    const team = ['Adele Vance', 'Alex Wilber', 'Megan Bowen', 'Nestor Wilke', 'Lidia Holloway', 'Pradeep Gupta'];
    renderAvatars(
      {},
      team.map((name) => ({ name })),
    );
    const looks = team.map((name) => screen.getByRole('img', { name }).firstElementChild?.getAttribute('style'));
    expect(new Set(looks).size).toBe(team.length);
  });

  it('says which provider is missing when rendered outside one', () => {
    expect(() => render(<PersonAvatar name="Megan Bowen" />)).toThrow('render it inside <FieldDataContext.Provider>');
  });
});
