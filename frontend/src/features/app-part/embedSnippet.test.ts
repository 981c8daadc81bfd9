import { describe, expect, it } from 'vitest';
import { embedSnippet, senderIdOf } from './embedSnippet';

describe('embed snippet', () => {
  it("frames the board's page with its site and a SenderId, titled by the board, at the minimum height", () => {
    const board = {
      id: 'b7e4c1d2-3a5f-4e6b-8c9d-0a1b2c3d4e5f',
      name: 'Team "tasks" & <more>',
      siteUrl: 'https://contoso.sharepoint.com/sites/team',
    };
    expect(embedSnippet(board, 'https://listboard.example')).toBe(
      '<iframe src="https://listboard.example/kanban/b7e4c1d2-3a5f-4e6b-8c9d-0a1b2c3d4e5f?SPHostUrl=https%3A%2F%2Fcontoso.sharepoint.com%2Fsites%2Fteam&amp;SenderId=listboard-b7e4c1d2" ' +
        'title="Team &quot;tasks&quot; &amp; &lt;more>" style="width:100%;height:400px;border:0"></iframe>',
    );
    expect(senderIdOf(board.id)).toBe('listboard-b7e4c1d2');
  });
});
