// The operators' command line (ARCHITECTURE: 'Who creates jobs, offers and
// screening questions'): `npm run admin -- <command> …`. It opens the same
// database the server uses (DATABASE_URL, else PGlite in DATA_DIR — stop the
// server first, PGlite is single-process), applies pending migrations, and
// calls the same services as the API.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/env.ts';
import { backupCommands, type StandaloneContext } from './backup-commands.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { catalogueCommands } from './catalogue-commands.ts';
import { letterCommands } from './letter-commands.ts';
import { hiringCommands } from './hiring-commands.ts';
import { analyticsCommands } from './analytics-commands.ts';
import { contentCommands } from './content-commands.ts';
import { screeningCommands } from './screening-commands.ts';
import { candidateCommands } from './candidate-commands.ts';

export interface CommandContext {
  database: Database;
  positionals: string[];
  options: Record<string, string | undefined>;
  now: Date;
  print: (line: string) => void;
}

export interface Command {
  usage: string;
  summary: string;
  /** Names of the --options the command takes, each with a value. */
  options?: string[];
  run(context: CommandContext): Promise<void>;
}

/** A command that handles the data folder itself instead of an open database (backup, restore). */
export interface StandaloneCommand {
  usage: string;
  summary: string;
  standalone: true;
  run(context: StandaloneContext): Promise<unknown>;
}

export class UsageError extends Error {}

const commands: Record<string, Command | StandaloneCommand> = {
  ...catalogueCommands,
  ...hiringCommands,
  ...letterCommands,
  ...contentCommands,
  ...screeningCommands,
  ...backupCommands,
  ...analyticsCommands,
  ...candidateCommands,
};

function help(print: (line: string) => void) {
  print('Usage: npm run admin -- <command> [arguments]\n');
  for (const [name, command] of Object.entries(commands)) {
    print(`  ${name} ${command.usage}`);
    print(`      ${command.summary}`);
  }
  print('\nThe database is DATABASE_URL, else PGlite in DATA_DIR (stop the server first).');
}

export async function runCli(
  argv: string[],
  print: (line: string) => void = console.info,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    help(print);
    return 0;
  }
  const command = commands[name];
  if (!command) {
    print(`Unknown command '${name}'.\n`);
    help(print);
    return 2;
  }
  let parsed;
  try {
    parsed = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: Object.fromEntries(
        ('options' in command ? (command.options ?? []) : []).map((option) => [option, { type: 'string' as const }]),
      ),
    });
  } catch (error) {
    print(`${(error as Error).message}\nUsage: npm run admin -- ${name} ${command.usage}`);
    return 2;
  }
  const options = Object.fromEntries(
    Object.entries(parsed.values).map(([key, value]) => [key, typeof value === 'string' ? value : undefined]),
  );
  const config = loadConfig(env);
  if ('standalone' in command) {
    try {
      await command.run({ config, positionals: parsed.positionals, print });
      return 0;
    } catch (error) {
      print(error instanceof Error ? error.message : String(error));
      return error instanceof UsageError ? 2 : 1;
    }
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
    // one command, nobody else waiting: PGlite needs no thread of its own
    // here (decision 029), and starts sooner without one
    thread: 'main',
  });
  try {
    await migrate(database);
    await command.run({ database, positionals: parsed.positionals, options, now: new Date(), print });
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      print(`${error.message}\nUsage: npm run admin -- ${name} ${command.usage}`);
      return 2;
    }
    print(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await runCli(process.argv.slice(2));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  }
}
