import express from 'express';
import request from 'supertest';
import { REPORTED_ERROR_EVENT } from '../../src/platform/errorEvent';
import { errorHandler, type ErrorLogger } from '../../src/platform/http/errors';

/**
 * docs/operations.md: a server error is one log line in Error Reporting's format, written by
 * firebase-functions' logger as production writes it, with the request and its trace.
 */
describe('a server error in the log', () => {
  const lines: string[] = [];
  let logger: ErrorLogger;
  beforeAll(async () => {
    // The logger keeps the console's functions as it finds them when it loads: it loads here, after the spy.
    jest.spyOn(console, 'error').mockImplementation((line: unknown) => void lines.push(String(line)));
    ({ logger } = await import('firebase-functions'));
  });
  beforeEach(() => {
    lines.length = 0;
    process.env.GCLOUD_PROJECT = 'demo-queen-city-estates';
    process.env.K_SERVICE = 'api';
    process.env.K_REVISION = 'api-00042-abc';
  });
  afterEach(() => {
    delete process.env.K_SERVICE;
    delete process.env.K_REVISION;
  });

  it('is a ReportedErrorEvent with its stack, service, request and trace', async () => {
    const app = express();
    app.get('/api/broken', () => {
      throw new Error('disk on fire');
    });
    app.use(errorHandler(logger));
    await request(app)
      .get('/api/broken?x=1')
      .set('User-Agent', 'uptime-check')
      .set('X-Cloud-Trace-Context', '105445aa7843bc8bf206b12000100000/1;o=1')
      .expect(500);

    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toEqual({
      severity: 'ERROR',
      // The logger puts its own call's stack in an error's message; Error Reporting reads stack_trace first.
      message: expect.stringContaining('Unhandled error in api'),
      '@type': REPORTED_ERROR_EVENT,
      stack_trace: expect.stringMatching(/^Error: disk on fire\n\s+at /),
      serviceContext: { service: 'api', version: 'api-00042-abc' },
      context: { httpRequest: { method: 'GET', url: '/api/broken?x=1', userAgent: 'uptime-check', responseStatusCode: 500 } },
      'logging.googleapis.com/trace': 'projects/demo-queen-city-estates/traces/105445aa7843bc8bf206b12000100000',
    });
  });

  it('reads a W3C traceparent too, and names no trace without one', async () => {
    const app = express();
    app.get('/a', () => {
      throw new Error('a');
    });
    app.use(errorHandler(logger));
    await request(app).get('/a').set('traceparent', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01').expect(500);
    await request(app).get('/a').expect(500);
    const [traced, untraced] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(traced!['logging.googleapis.com/trace']).toBe('projects/demo-queen-city-estates/traces/4bf92f3577b34da6a3ce929d0e0e4736');
    expect(untraced).not.toHaveProperty('logging.googleapis.com/trace');
  });
});
