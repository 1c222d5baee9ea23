import { once } from 'node:events';
import { get, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@estate/domain';
import { errorHandler } from '../../src/platform/http/errors';
import { requestDeadline } from '../../src/platform/http/requestDeadline';

const DEADLINE_MS = 50;
const DEADLINE_LOG = 'A request passed its deadline';

/** A promise the test settles itself: when a late handler may answer, and when it has tried. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

/** The api's first and last steps around one route, as createApp orders them. */
function appWith(path: string, handler: RequestHandler) {
  const logger = { error: jest.fn() };
  const app = express();
  app.use(requestDeadline(() => DEADLINE_MS, logger));
  app.get(path, handler);
  app.use(errorHandler(logger));
  return { app, logger };
}

/** The app on a port of its own, for the tests that read the raw connection. */
async function listening(app: express.Express): Promise<{ port: number; server: Server }> {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as AddressInfo).port, server };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('a request past its deadline', () => {
  it('answers 503 with Retry-After and the one message, never stored', async () => {
    const { app, logger } = appWith('/hang', () => undefined);
    const response = await request(app).get('/hang');
    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE });
    expect(logger.error).toHaveBeenCalledWith(DEADLINE_LOG, { method: 'GET', path: '/hang', deadlineMs: DEADLINE_MS });
  });

  it.each([
    ['answers after it', (res: express.Response) => void res.status(201).json({ late: true })],
    [
      'fails after it',
      () => {
        throw new Error('Firestore finally said no');
      },
    ],
  ])('sends nothing more when the handler %s, and logs only the deadline', async (_case, lateStep) => {
    const answerNow = signal();
    const tried = signal();
    const { app, logger } = appWith('/late', async (_req, res) => {
      try {
        await answerNow.fired;
        lateStep(res);
      } finally {
        tried.fire();
      }
    });
    const { port, server } = await listening(app);
    servers.push(server);

    // A raw keep-alive connection shows every byte the server writes, a second answer included.
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.write('GET /late HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n');
    while (!received.includes(SERVICE_UNAVAILABLE_MESSAGE)) await sleep(10);

    answerNow.fire();
    await tried.fired;
    // Express hands a late failure to the error handler a few ticks after the handler settles.
    await sleep(20);
    socket.destroy();

    expect(received.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 503']);
    expect(received).not.toContain('late');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith(DEADLINE_LOG, expect.anything());
  });

  it('cuts off a streamed answer already under way, so it cannot pass for complete', async () => {
    const { app, logger } = appWith('/stream', (_req, res) => {
      res.type('text/csv').write('id,name\n');
    });
    const { port, server } = await listening(app);
    servers.push(server);

    const outcome = await new Promise<{ status?: number; body: string; complete: boolean; error?: string }>((resolve) => {
      get({ port, host: '127.0.0.1', path: '/stream' }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('error', (error) => resolve({ status: res.statusCode, body, complete: res.complete, error: error.message }));
        res.on('end', () => resolve({ status: res.statusCode, body, complete: res.complete }));
      }).on('error', (error) => resolve({ body: '', complete: false, error: error.message }));
    });

    expect(outcome).toEqual(expect.objectContaining({ status: 200, body: 'id,name\n', complete: false, error: 'aborted' }));
    expect(logger.error).toHaveBeenCalledWith(DEADLINE_LOG, expect.objectContaining({ path: '/stream' }));
  });
});

describe('a request within its deadline', () => {
  it('is answered by its handler alone, and no deadline fires after it', async () => {
    const { app, logger } = appWith('/fast', (_req, res) => {
      res.json({ ok: true });
    });
    const response = await request(app).get('/fast');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(response.headers['retry-after']).toBeUndefined();

    // Well past the deadline: a timer left running would have fired (and logged) by now.
    await sleep(DEADLINE_MS * 3);
    expect(logger.error).not.toHaveBeenCalled();
  });
});
