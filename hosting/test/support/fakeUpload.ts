import { act } from '@testing-library/react';

/**
 * Stands in for XMLHttpRequest, the uploads' transport: each request waits until the test reports
 * its progress and answers it. `FakeUpload.requests` lists them in the order they were sent.
 */
export class FakeUpload {
  static requests: FakeUpload[] = [];

  /** Every `new XMLHttpRequest()` from now on is a FakeUpload (undone by jest.restoreAllMocks). */
  static install() {
    FakeUpload.requests = [];
    jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeUpload() as unknown as XMLHttpRequest);
  }

  /** The requests sent and not yet answered or aborted. */
  static get open() {
    return FakeUpload.requests.filter((request) => !request.settled);
  }

  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  responseType = '';
  method = '';
  url = '';
  body?: FormData;
  settled = false;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.requests.push(this);
  }
  abort() {
    this.settled = true;
    this.aborted = true;
    this.onabort?.();
  }

  /** The names of the files this request carries in its `images` field. */
  get fileNames() {
    return this.body!.getAll('images').map((file) => (file as File).name);
  }

  progress(loaded: number, total = 100) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  /** Every byte is sent: the server now makes the web sizes. */
  sent() {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.upload.onload?.();
    });
  }
  /** Answers, and lets the app handle the answer (its promise callbacks included). */
  async answer(status: number, body: unknown) {
    this.settled = true;
    this.status = status;
    this.responseText = JSON.stringify(body);
    await act(async () => this.onload?.());
  }
  /** Answers as the server does: the photo of this request's file. */
  succeed(url = `/api/uploads/${this.fileNames[0]}`) {
    return this.answer(201, { files: [{ url, filename: url.split('/').pop() }], rejected: [] });
  }
  async failOnNetwork() {
    this.settled = true;
    await act(async () => this.onerror?.());
  }
}

export const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
