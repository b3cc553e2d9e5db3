import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { referencedUploads } from '../../../api/src/content/upload-references';
import type { ReliabilityCheck, ReliabilityReport, ReliabilityTarget } from '../reliability-check';
import { apiClient } from '../support/api-client';
import { freePort, killNow, startApiProcess, type ApiProcess } from '../support/api-process';
import { openPlatformDb } from '../../support/platform-db';
import { seededRandom, SUITE_SEED } from '../support/seed';
import { signInAsDemoAdmin } from '../support/sign-in';
import { mp4Of } from '../support/upload-samples';

const CYCLES = 6;
const WRITERS = 6;
const VIDEO_BYTES = 512 * 1024;

interface Acknowledged {
  quizzes: string[];
  videos: string[];
}

/** Writes quizzes and video uploads until the API dies, remembering every acknowledged one. */
async function writeUntilKilled(
  send: ReturnType<typeof apiClient>,
  tag: string,
  acked: Acknowledged,
): Promise<void> {
  const writer = async (w: number) => {
    for (let n = 0; ; n++) {
      const key = `${tag}-w${w}-${n}`;
      if (n % 2 === 0) {
        const answer = await send({
          method: 'POST',
          path: '/api/quizzes',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            question: key,
            option_a: 'a',
            option_b: 'b',
            option_c: 'c',
            option_d: 'd',
            correct_option: 'A',
          }),
        });
        if (answer.status === 0) return;
        if (answer.status === 200) acked.quizzes.push(key);
      } else {
        const form = new FormData();
        form.append('title', key);
        form.append('videoFile', new Blob([mp4Of(VIDEO_BYTES)], { type: 'video/mp4' }), 'clip.mp4');
        const answer = await send({ method: 'POST', path: '/api/videos', body: form });
        if (answer.status === 0) return;
        if (answer.status === 200) acked.videos.push(key);
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));
}

/** What must hold after a restart: acknowledged rows, their files, integrity, no leftovers. */
async function verify(dataDir: string, acked: Acknowledged, cycle: number): Promise<string[]> {
  const db = openPlatformDb(dataDir);
  const failures: string[] = [];
  try {
    const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    const verdict = integrity.rows.map((row) => row.integrity_check).join('; ');
    if (verdict !== 'ok') failures.push(`cycle ${cycle}: integrity_check says ${verdict}`);
    const questions = new Set(
      (await db.selectFrom('quizzes').select('question').execute()).map((r) => r.question),
    );
    const videos = new Set(
      (await db.selectFrom('videos').select('title').execute()).map((r) => r.title),
    );
    const lostQuizzes = acked.quizzes.filter((q) => !questions.has(q));
    const lostVideos = acked.videos.filter((v) => !videos.has(v));
    if (lostQuizzes.length)
      failures.push(`cycle ${cycle}: acknowledged quizzes lost: ${lostQuizzes.join(', ')}`);
    if (lostVideos.length)
      failures.push(`cycle ${cycle}: acknowledged videos lost: ${lostVideos.join(', ')}`);
    const stored = fs.readdirSync(path.join(dataDir, 'uploads'));
    const referenced = await referencedUploads(db);
    const leftovers = stored.filter((name) => !referenced.has(name));
    if (leftovers.length)
      failures.push(`cycle ${cycle}: unreferenced upload files ${leftovers.join(', ')}`);
    const missing = [...referenced].filter((name) => !stored.includes(name));
    if (missing.length)
      failures.push(`cycle ${cycle}: rows point at missing files ${missing.join(', ')}`);
  } finally {
    await db.destroy();
  }
  return failures;
}

/**
 * Runs its own API on a scratch data folder, writes from 6 clients (quizzes and video
 * uploads), kills the process with SIGKILL at a seeded random moment, restarts it, and
 * checks: every acknowledged write is there with its file, `PRAGMA integrity_check` is ok,
 * and no orphan or half-written upload is left. Six cycles.
 */
export const killNine: ReliabilityCheck = {
  name: 'kill -9 durability loop',
  async run(target): Promise<ReliabilityReport> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-kill9-'));
    const port = await freePort();
    const random = seededRandom(SUITE_SEED + 9);
    // One process per data folder here, so the start-up sweep may take every orphan at once.
    const env = { SEED_USERS: '10', UPLOAD_SWEEP_GRACE_MS: '0', APP_ORIGINS: target.appOrigin };
    const acked: Acknowledged = { quizzes: [], videos: [] };
    const failures: string[] = [];
    let api: ApiProcess = await startApiProcess(port, dataDir, env);
    try {
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        const own: ReliabilityTarget = {
          ...target,
          apiUrl: api.url,
          dataDir,
          signIn: () => signInAsDemoAdmin(api.url, target.appOrigin),
        };
        const send = apiClient(own, await own.signIn());
        const writing = writeUntilKilled(send, `kill9-c${cycle}`, acked);
        await new Promise((resolve) => setTimeout(resolve, 400 + random.int(800)));
        await killNow(api);
        await writing;
        api = await startApiProcess(port, dataDir, env);
        failures.push(...(await verify(dataDir, acked, cycle)));
      }
    } finally {
      await killNow(api);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(
      `  ${acked.quizzes.length} acknowledged quizzes and ${acked.videos.length} acknowledged video uploads checked after each of ${CYCLES} kills`,
    );
    return { check: this.name, tried: CYCLES, failures };
  },
};
