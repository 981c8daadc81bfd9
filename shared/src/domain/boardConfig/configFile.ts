import { z } from 'zod';
import { type BoardConfig, boardConfigSchema } from '../../api/board';
import { type Field, fieldSchema } from '../../api/fields';

/**
 * The configuration file (.kboj, spec 2 section 9): the board's configuration and the fields of its
 * lists, so an import elsewhere can match fields by their display names. A file holding a bare
 * configuration (as older exports did) is read too.
 */
const configFileSchema = z.object({
  version: z.literal(1),
  config: boardConfigSchema,
  fields: z.array(fieldSchema).default([]),
});

export interface ConfigFile {
  config: BoardConfig;
  fields: Field[];
}

export class ConfigFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigFileError';
  }
}

export function writeConfigFile(config: BoardConfig, fields: readonly Field[]): string {
  return JSON.stringify({ version: 1, config, fields }, null, 2);
}

export function readConfigFile(text: string): ConfigFile {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new ConfigFileError(`The file is not a board configuration: ${error instanceof Error ? error.message : String(error)}`);
  }
  const wrapped = typeof data === 'object' && data !== null && 'config' in data;
  const parsed = wrapped ? configFileSchema.safeParse(data) : boardConfigSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigFileError(`The file is not a board configuration: ${issue.path.join('.') || 'file'}: ${issue.message}`);
  }
  return 'config' in parsed.data ? { config: parsed.data.config, fields: parsed.data.fields } : { config: parsed.data, fields: [] };
}
