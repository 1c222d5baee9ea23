import { apiCall, ApiRequestError, getJson } from '@/api/client';

/** fetch answers `response` once; the test keeps it to see whether its body was read. */
function answer(response: Response) {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(response);
  return response;
}

describe('the API client reads or cancels every body it receives (an unread one keeps the request open)', () => {
  it('cancels the body of a 401 it answers null for', async () => {
    const response = answer(new Response('{"message":"Not signed in"}', { status: 401 }));
    await expect(getJson('/api/user', { nullOn401: true })).resolves.toBeNull();
    expect(response.bodyUsed).toBe(true);
  });

  it('cancels the body of a call whose answer only matters by its status', async () => {
    const response = answer(new Response('{"id":"lead-1"}', { status: 201 }));
    await expect(apiCall('POST', '/api/leads', { name: 'Avery' })).resolves.toBeUndefined();
    expect(response.bodyUsed).toBe(true);
  });

  it("reads a failure's body for the server's message", async () => {
    const response = answer(new Response('{"message":"Too many requests"}', { status: 429, statusText: 'Too Many Requests' }));
    const failure = await apiCall('POST', '/api/leads', {}).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).serverMessage).toBe('Too many requests');
    expect(response.bodyUsed).toBe(true);
  });
});
