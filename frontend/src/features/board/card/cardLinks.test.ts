import { describe, expect, it } from 'vitest';
import { boardUrl, cardPath, clonePath, newItemPath, taskUrl } from './cardLinks';
import { card } from '../testing/dndBoard';

const item = card('Fix login', 'todo', 1000);

describe('card links', () => {
  it('builds the dialog routes of a card, its copy and a new item', () => {
    expect(cardPath('b1', item)).toBe(`/kanban/b1/list1/${item.info.itemID}`);
    expect(clonePath('b1', item)).toBe(`/kanban/b1/list1/-${item.info.itemID}`);
    expect(newItemPath('b 1', 'list1')).toBe('/kanban/b%201/list1/0');
  });

  it('makes the task link from the page origin, keeping only the host parameters', () => {
    const search = '?SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo&column=todo';
    expect(taskUrl('https://app.example', search, 'b1', item)).toBe(
      `https://app.example/kanban/b1/list1/${item.info.itemID}?SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo`,
    );
  });

  it('makes the board link from the page origin plus SPHostUrl only', () => {
    const search = '?SenderId=A1&SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo&selector=true';
    expect(boardUrl('https://app.example', search, 'b 1')).toBe(
      'https://app.example/kanban/b%201?SPHostUrl=https%3A%2F%2Fhost%2Fsites%2Fdemo',
    );
    expect(boardUrl('https://app.example', '', 'b1')).toBe('https://app.example/kanban/b1');
  });
});
