import { describe, expect, it } from 'vitest';
import { boardConfigSchema } from '../../api/board';
import { fieldSchema } from '../../api/fields';
import { ConfigFileError, readConfigFile, writeConfigFile } from './configFile';

const config = boardConfigSchema.parse({
  id: 'b1',
  name: 'Team tasks',
  source: { lists: [{ url: 'https://contoso.example/sites/team', listID: 'tasks', name: 'Tasks' }] },
  columnFieldName: 'Status',
  columnDefinitions: [
    { name: 'Open', value: 'Open' },
    { name: 'Done', value: 'Done' },
  ],
});
const fields = [fieldSchema.parse({ internalName: 'Status', name: 'Status', type: 'Choice', choices: ['Open', 'Done'] })];

describe('configuration files', () => {
  it('reads back what it wrote', () => {
    expect(readConfigFile(writeConfigFile(config, fields))).toEqual({ config, fields });
  });

  it('reads a bare configuration without fields', () => {
    expect(readConfigFile(JSON.stringify(config))).toEqual({ config, fields: [] });
  });

  it('refuses what is not JSON or not a configuration, saying why', () => {
    expect(() => readConfigFile('{oops')).toThrow(ConfigFileError);
    expect(() => readConfigFile(JSON.stringify({ version: 1, config: { name: 'x' } }))).toThrow(/config\.source/);
  });
});
