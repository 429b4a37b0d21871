/**
 * Writes one locale's Pagefind index. Run by ./index.ts as a child process:
 * the config's loader (jiti) runs plugins where an ESM-only package such as
 * Pagefind cannot be imported. Reads {outDir, records} as JSON on stdin.
 */
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {text} from 'node:stream/consumers';
import * as pagefind from 'pagefind';

const {outDir, records} = JSON.parse(await text(process.stdin));
const {index, errors} = await pagefind.createIndex({});
if (!index) throw new Error(errors.join('\n'));
try {
  for (const record of records) await index.addCustomRecord(record);
  // Not index.writeFiles(): Pagefind's service acknowledges it before the
  // bytes reach disk, and close() then kills the writer, leaving files cut
  // at a 4 KiB boundary (Pagefind/pagefind#1271; seen here as a 32768-byte
  // pagefind.js that broke search). The files come back in memory instead,
  // and are written here before the service is closed.
  const {files, errors: fileErrors} = await index.getFiles();
  if (fileErrors.length) throw new Error(fileErrors.join('\n'));
  const target = path.join(outDir, 'pagefind');
  await rm(target, {recursive: true, force: true});
  for (const file of files) {
    await mkdir(path.dirname(path.join(target, file.path)), {recursive: true});
    await writeFile(path.join(target, file.path), file.content);
  }
} finally {
  await pagefind.close();
}
