import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from '@estate/domain';
import { uploadBatches, uploadImages } from '../src/features/admin/api/uploadImages';
import { ImageUploader } from '../src/features/admin/components/ImageUploader';
import { screenImages } from '../src/features/admin/components/screenImages';
import { fastUserEvent } from './leadFormHarness';
import { renderWithProviders } from './renderWithProviders';

configure({ defaultHidden: true });
const userEvent = fastUserEvent();

/** Stands in for XMLHttpRequest: the test reports progress and answers when it chooses. */
class FakeUpload {
  static last: FakeUpload | undefined;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  responseType = '';
  method = '';
  url = '';
  body?: FormData;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function Harness({ initial = [] as string[], max }: { initial?: string[]; max?: number }) {
  const [urls, setUrls] = useState(initial);
  return (
    <>
      <ImageUploader id="images" value={urls} onChange={setUrls} max={max} />
      <output data-testid="value">{urls.join(',')}</output>
    </>
  );
}

const chooseFiles = (files: File[]) => fireEvent.change(screen.getByTestId('images-files'), { target: { files } });
const value = () => screen.getByTestId('value').textContent;

beforeEach(() => {
  FakeUpload.last = undefined;
  jest.spyOn(globalThis, 'XMLHttpRequest').mockImplementation(() => new FakeUpload() as unknown as XMLHttpRequest);
});
afterEach(() => jest.restoreAllMocks());

describe('screenImages', () => {
  it('skips non-images, files over 5MB and files beyond the room left, with the SPEC reasons', () => {
    const big = png('big.png', UPLOAD_MAX_BYTES + 1);
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const result = screenImages([png('a.png'), text, big, png('b.png'), png('c.png')], 2);
    expect(result.accepted.map((file) => file.name)).toEqual(['a.png', 'b.png']);
    expect(result.rejected).toEqual([
      { name: 'notes.txt', reason: 'File is not an image' },
      { name: 'big.png', reason: 'big.png exceeds 5MB limit' },
      { name: 'c.png', reason: 'Too many files' },
    ]);
  });
});

describe('ImageUploader', () => {
  it('uploads the chosen images in one request, shows its progress, appends them and toasts', async () => {
    renderWithProviders(<Harness initial={['/media/a.svg']} />);
    chooseFiles([png('one.png'), png('two.png')]);

    const request = FakeUpload.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload-multiple');
    expect(request.withCredentials).toBe(true);
    expect(request.body!.getAll('images').map((file) => (file as File).name)).toEqual(['one.png', 'two.png']);
    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('button', { name: /Upload images/ })).toBeDisabled();

    act(() =>
      request.answer(200, {
        files: [
          { url: '/api/uploads/1.png', filename: '1.png' },
          { url: '/api/uploads/2.png', filename: '2.png' },
        ],
        rejected: [],
      }),
    );
    await waitFor(() => expect(value()).toBe('/media/a.svg,/api/uploads/1.png,/api/uploads/2.png'));
    expect(await screen.findByText('Images uploaded')).toBeInTheDocument();
    expect(screen.getByText('2 images uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('names the skipped files and uploads the rest', async () => {
    renderWithProviders(<Harness />);
    chooseFiles([png('ok.png'), new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('notes.txt: File is not an image')).toBeInTheDocument();
    expect(FakeUpload.last!.body!.getAll('images')).toHaveLength(1);
  });

  it("says 'Upload failed' when the server refuses the upload, and keeps the images as they were", async () => {
    renderWithProviders(<Harness initial={['/media/a.svg']} />);
    chooseFiles([png('one.png')]);
    act(() => FakeUpload.last!.answer(500, { message: 'Internal error' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error uploading your images')).toBeInTheDocument();
    expect(value()).toBe('/media/a.svg');
  });

  it('reorders with the arrow buttons; the first image is the card image', async () => {
    renderWithProviders(<Harness initial={['/media/a.svg', '/media/b.svg', '/media/c.svg']} />);
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move image 3 earlier' }));
    expect(value()).toBe('/media/a.svg,/media/c.svg,/media/b.svg');
    await userEvent.click(screen.getByRole('button', { name: 'Move image 1 later' }));
    expect(value()).toBe('/media/c.svg,/media/a.svg,/media/b.svg');
    expect(screen.getByText('Card image')).toBeInTheDocument();
  });

  it('deletes the file of an image it uploaded when it is removed, but only unlinks older images', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"File deleted"}', { status: 200 }));
    renderWithProviders(<Harness initial={['/media/a.svg']} />);
    chooseFiles([png('one.png')]);
    act(() => FakeUpload.last!.answer(200, { files: [{ url: '/api/uploads/1.png', filename: '1.png' }], rejected: [] }));
    await waitFor(() => expect(value()).toBe('/media/a.svg,/api/uploads/1.png'));

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(value()).toBe('/media/a.svg');
    expect(fetch).toHaveBeenCalledWith('/api/upload/1.png', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(value()).toBe('');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("says 'Delete failed' when the file cannot be deleted", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"nope"}', { status: 500 }));
    renderWithProviders(<Harness />);
    chooseFiles([png('one.png')]);
    act(() => FakeUpload.last!.answer(200, { files: [{ url: '/api/uploads/1.png', filename: '1.png' }], rejected: [] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image 1' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
  });

  it('with max 1, a new upload replaces the image', async () => {
    renderWithProviders(<Harness initial={['/media/a.svg']} max={1} />);
    expect(screen.getByRole('button', { name: /Replace image/ })).toBeEnabled();
    chooseFiles([png('one.png')]);
    act(() => FakeUpload.last!.answer(200, { files: [{ url: '/api/uploads/1.png', filename: '1.png' }], rejected: [] }));
    await waitFor(() => expect(value()).toBe('/api/uploads/1.png'));
    expect(screen.queryByRole('button', { name: /Move image/ })).not.toBeInTheDocument();
  });
});

describe('uploads in batches under Cloud Run’s request limit', () => {
  const MB = 1024 * 1024;
  const sized = (name: string, megabytes: number) => Object.defineProperty(png(name), 'size', { value: megabytes * MB });

  it('splits a choice into requests of at most 30 MiB and 10 files, in order', () => {
    const sizes = (batches: { size: number }[][]) => batches.map((batch) => batch.map((file) => file.size / MB));
    expect(sizes(uploadBatches([5, 5, 5, 5, 5, 5, 5].map((size) => ({ size: size * MB }))))).toEqual([[5, 5, 5, 5, 5, 5], [5]]);
    expect(sizes(uploadBatches([20, 12, 8, 31].map((size) => ({ size: size * MB }))))).toEqual([[20], [12, 8], [31]]);
    expect(uploadBatches(Array.from({ length: 12 }, () => ({ size: 1 })))).toHaveLength(2);
  });

  it('sends each batch in turn, reports the progress of the whole and merges the answers', async () => {
    const progress: number[] = [];
    const done = uploadImages([sized('a.png', 20), sized('b.png', 20)], (fraction) => progress.push(fraction));
    const first = FakeUpload.last!;
    expect(first.body!.getAll('images').map((file) => (file as File).name)).toEqual(['a.png']);
    first.upload.onprogress!({ lengthComputable: true, loaded: 1, total: 2 });
    first.answer(201, { files: [{ url: '/api/uploads/a.png', filename: 'a.png' }], rejected: [] });
    await waitFor(() => expect(FakeUpload.last).not.toBe(first));
    FakeUpload.last!.upload.onprogress!({ lengthComputable: true, loaded: 1, total: 2 });
    FakeUpload.last!.answer(201, { files: [], rejected: [{ name: 'b.png', reason: 'File is not an image' }] });
    await expect(done).resolves.toEqual({
      files: [{ url: '/api/uploads/a.png', filename: 'a.png' }],
      rejected: [{ name: 'b.png', reason: 'File is not an image' }],
    });
    expect(progress).toEqual([0.25, 0.75]);
  });

  it('keeps the photos of the batches that went through when a later one fails', async () => {
    const done = uploadImages([sized('a.png', 20), sized('b.png', 20)], () => undefined);
    FakeUpload.last!.answer(201, { files: [{ url: '/api/uploads/a.png', filename: 'a.png' }], rejected: [] });
    const first = FakeUpload.last!;
    await waitFor(() => expect(FakeUpload.last).not.toBe(first));
    FakeUpload.last!.answer(413, { message: 'Request body is too large' });
    await expect(done).resolves.toEqual({
      files: [{ url: '/api/uploads/a.png', filename: 'a.png' }],
      rejected: [{ name: 'b.png', reason: 'Upload failed' }],
    });
  });
});
