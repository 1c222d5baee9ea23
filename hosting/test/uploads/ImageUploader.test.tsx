import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { UPLOAD_MAX_BYTES, type UploadedFile } from '@estate/domain';
import { uploadImage, UploadFailure } from '@/features/uploads/api/uploadImage';
import { ImageUploader } from '@/features/uploads/components/ImageUploader';
import { UploadQueue, type ChoiceOutcome } from '@/features/uploads/uploadQueue';
import { screenImages } from '@/features/uploads/screenImages';
import { createUploadSession } from '@/features/uploads/uploadSession';
import { FakeUpload, png } from '../support/fakeUpload';
import { fastUserEvent } from '../support/leadFormHarness';
import { renderWithProviders } from '../support/renderWithProviders';

configure({ defaultHidden: true });
const userEvent = fastUserEvent();

beforeEach(() => FakeUpload.install());
afterEach(() => jest.restoreAllMocks());

describe('screenImages', () => {
  it('skips non-images, files over 5MB and files beyond the room left, with the documented reasons', () => {
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

  it("takes at most 10 files of one choice ('Too many files'), and names the field's own limit beyond its room", () => {
    const files = Array.from({ length: 12 }, (_, index) => png(`${index}.png`));
    expect(screenImages(files).rejected).toEqual([
      { name: '10.png', reason: 'Too many files' },
      { name: '11.png', reason: 'Too many files' },
    ]);
    const nearlyFull = screenImages(files.slice(0, 4), 3, 'Too many files: a listing holds at most 50 photos');
    expect(nearlyFull.accepted).toHaveLength(3);
    expect(nearlyFull.rejected).toEqual([{ name: '3.png', reason: 'Too many files: a listing holds at most 50 photos' }]);
  });
});

describe('uploadImage', () => {
  const events = () => ({ onProgress: jest.fn(), onSent: jest.fn() });

  it('sends one file in the images field, reports its progress, then that the server has it all, and answers its photo', async () => {
    const on = events();
    const { done } = uploadImage(png('front.png'), on);
    const [request] = FakeUpload.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/upload-multiple', withCredentials: true });
    expect(request!.fileNames).toEqual(['front.png']);
    request!.progress(40);
    expect(on.onProgress).toHaveBeenLastCalledWith(0.4);
    expect(on.onSent).not.toHaveBeenCalled();
    request!.sent();
    expect(on.onSent).toHaveBeenCalledTimes(1);
    await request!.succeed('/api/uploads/a_4x3_102030.jpg');
    await expect(done).resolves.toEqual({ url: '/api/uploads/a_4x3_102030.jpg', filename: 'a_4x3_102030.jpg' });
  });

  it("gives the server's reason for a file it refused, which another try cannot change", async () => {
    const refused = expect(uploadImage(png('fake.png'), events()).done).rejects.toMatchObject({
      reason: 'File is not an image',
      retryable: false,
    });
    await FakeUpload.requests[0]!.answer(400, { message: 'No images were uploaded', errors: { 'fake.png': 'File is not an image' } });
    await refused;
  });

  it("says 'Upload failed', worth another try, for a server fault or a lost connection", async () => {
    const fault = expect(uploadImage(png('a.png'), events()).done).rejects.toMatchObject({ reason: 'Upload failed', retryable: true });
    await FakeUpload.requests[0]!.answer(500, { message: 'Internal error' });
    await fault;
    const lost = expect(uploadImage(png('b.png'), events()).done).rejects.toEqual(new UploadFailure('Upload failed', true));
    await FakeUpload.requests[1]!.failOnNetwork();
    await lost;
  });

  it('can be aborted', async () => {
    const { done, abort } = uploadImage(png('a.png'), events());
    abort();
    expect(FakeUpload.requests[0]!.aborted).toBe(true);
    await expect(done).rejects.toMatchObject({ aborted: true });
  });
});

describe('UploadQueue', () => {
  function queue() {
    const uploaded: string[] = [];
    const outcomes: ChoiceOutcome[] = [];
    const orphans: UploadedFile[] = [];
    const instance = new UploadQueue({ upload: uploadImage, concurrency: 2 });
    instance.setHandlers({
      onUploaded: (job, photo) => uploaded.push(`${job.file.name} → ${photo.url}`),
      onChoiceSettled: (outcome) => outcomes.push(outcome),
      onOrphaned: (photo) => orphans.push(photo),
    });
    const stages = () => instance.getSnapshot().map((job) => `${job.file.name}:${job.stage}`);
    return { instance, uploaded, outcomes, orphans, stages };
  }

  it('sends each file on its own, two at a time in the order chosen, and sums up each choice once', async () => {
    const { instance, uploaded, outcomes, stages } = queue();
    instance.add([png('a.png'), png('b.png'), png('c.png')]);
    expect(FakeUpload.requests.map((request) => request.fileNames)).toEqual([['a.png'], ['b.png']]);
    expect(stages()).toEqual(['a.png:sending', 'b.png:sending', 'c.png:waiting']);

    FakeUpload.requests[1]!.sent();
    expect(stages()).toEqual(['a.png:sending', 'b.png:processing', 'c.png:waiting']);
    await FakeUpload.requests[1]!.succeed();
    expect(uploaded).toEqual(['b.png → /api/uploads/b.png']);
    expect(FakeUpload.requests[2]!.fileNames).toEqual(['c.png']);
    expect(stages()).toEqual(['a.png:sending', 'c.png:sending']);

    await FakeUpload.requests[0]!.answer(500, { message: 'Internal error' });
    expect(stages()).toEqual(['a.png:failed', 'c.png:sending']);
    expect(outcomes).toEqual([]);
    await FakeUpload.requests[2]!.succeed();
    expect(outcomes).toEqual([{ uploaded: 2, failed: 1 }]);
    expect(instance.getSnapshot()[0]).toMatchObject({ stage: 'failed', reason: 'Upload failed', retryable: true });

    // A retry is a choice of its own.
    instance.retry(instance.getSnapshot()[0]!.key);
    await FakeUpload.requests[3]!.succeed();
    expect(outcomes).toEqual([
      { uploaded: 2, failed: 1 },
      { uploaded: 1, failed: 0 },
    ]);
    expect(instance.getSnapshot()).toEqual([]);
  });

  it('drops a waiting file, aborts one being sent, and lets the next one start', async () => {
    const { instance, outcomes, stages } = queue();
    instance.add([png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    const [a, b, c] = instance.getSnapshot();
    instance.remove(c!.key);
    instance.remove(a!.key);
    expect(FakeUpload.requests[0]!.aborted).toBe(true);
    expect(stages()).toEqual(['b.png:sending', 'd.png:sending']);
    // A file whose web sizes are being made cannot be stopped.
    FakeUpload.requests[1]!.sent();
    instance.remove(b!.key);
    expect(stages()).toEqual(['b.png:processing', 'd.png:sending']);
    await FakeUpload.requests[1]!.succeed();
    await FakeUpload.requests[2]!.succeed();
    expect(outcomes).toEqual([{ uploaded: 2, failed: 0 }]);
  });

  it('once detached, aborts what is being sent and hands over the photos that still finish', async () => {
    const { instance, uploaded, outcomes, orphans } = queue();
    instance.add([png('a.png'), png('b.png'), png('c.png')]);
    FakeUpload.requests[0]!.sent();
    instance.detach();
    expect(FakeUpload.requests[1]!.aborted).toBe(true);
    expect(FakeUpload.requests).toHaveLength(2);
    await FakeUpload.requests[0]!.succeed();
    expect(orphans).toEqual([{ url: '/api/uploads/a.png', filename: 'a.png' }]);
    expect(uploaded).toEqual([]);
    expect(outcomes).toEqual([]);
  });
});

describe('uploadSession', () => {
  it('deletes what it tracked when discarded, and whatever it is given afterwards, until it keeps again', () => {
    const remove = jest.fn().mockResolvedValue(undefined);
    const session = createUploadSession(remove);
    session.track('/api/uploads/a.jpg', 'a.jpg');
    session.track('/api/uploads/b.jpg', 'b.jpg');
    expect(session.release('/api/uploads/b.jpg')).toBe('b.jpg');
    session.discard();
    expect(remove.mock.calls).toEqual([['a.jpg']]);
    // An upload that was still under way when the dialog was cancelled.
    session.track('/api/uploads/late.jpg', 'late.jpg');
    expect(remove.mock.calls).toEqual([['a.jpg'], ['late.jpg']]);
    session.keep();
    session.track('/api/uploads/c.jpg', 'c.jpg');
    expect(remove).toHaveBeenCalledTimes(2);
  });
});

describe('ImageUploader (one image)', () => {
  function Harness({ initial = '' }: { initial?: string }) {
    const [url, setUrl] = useState(initial);
    return (
      <>
        <ImageUploader id="image" value={url} onChange={setUrl} />
        <output data-testid="value">{url}</output>
      </>
    );
  }
  const chooseFiles = (files: File[]) => fireEvent.change(screen.getByTestId('image-files'), { target: { files } });
  const value = () => screen.getByTestId('value').textContent;

  it('shows the upload going up, then the web sizes being made, then replaces the image and toasts', async () => {
    renderWithProviders(<Harness initial="/media/a.svg" />);
    chooseFiles([png('one.png')]);
    const request = FakeUpload.requests[0]!;
    request.progress(40);
    const bar = await screen.findByRole('progressbar', { name: 'Upload of one.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Replace image/ })).toBeDisabled();

    request.sent();
    expect(screen.getByText('Making web sizes…')).toBeInTheDocument();
    expect(bar).not.toHaveAttribute('aria-valuenow');

    await request.succeed('/api/uploads/1.png');
    expect(value()).toBe('/api/uploads/1.png');
    expect(await screen.findByText('Images uploaded')).toBeInTheDocument();
    expect(screen.getByText('1 image uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Replace image/ })).toBeEnabled();
  });

  it('names a skipped file and sends nothing', async () => {
    renderWithProviders(<Harness />);
    chooseFiles([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('notes.txt: File is not an image')).toBeInTheDocument();
    expect(FakeUpload.requests).toHaveLength(0);
  });

  it("says 'Upload failed', keeps the image, and offers to retry the file", async () => {
    renderWithProviders(<Harness initial="/media/a.svg" />);
    chooseFiles([png('one.png')]);
    await FakeUpload.requests[0]!.answer(500, { message: 'Internal error' });
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error uploading your images')).toBeInTheDocument();
    expect(value()).toBe('/media/a.svg');

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('Not uploaded: Upload failed')).toBeInTheDocument();
    await userEvent.click(within(uploads).getByRole('button', { name: 'Retry one.png' }));
    await FakeUpload.requests[1]!.succeed('/api/uploads/1.png');
    expect(value()).toBe('/api/uploads/1.png');
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('deletes the file of an image it uploaded when it is removed, but only unlinks an older image', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Image deleted"}', { status: 200 }));
    renderWithProviders(<Harness initial="/media/a.svg" />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(value()).toBe('');
    expect(fetch).not.toHaveBeenCalled();

    chooseFiles([png('one.png')]);
    await FakeUpload.requests[0]!.succeed('/api/uploads/1.png');
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(value()).toBe('');
    expect(fetch).toHaveBeenCalledWith('/api/upload/1.png', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
  });

  it("says 'Delete failed' when the file cannot be deleted", async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"nope"}', { status: 500 }));
    renderWithProviders(<Harness />);
    chooseFiles([png('one.png')]);
    await FakeUpload.requests[0]!.succeed('/api/uploads/1.png');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove image' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
  });

  it('forgets, then deletes, a photo that finishes after the uploader is gone', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    const { unmount } = renderWithProviders(<Harness />);
    chooseFiles([png('one.png')]);
    FakeUpload.requests[0]!.sent();
    act(() => unmount());
    await FakeUpload.requests[0]!.succeed('/api/uploads/1.png');
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/upload/1.png', expect.objectContaining({ method: 'DELETE' })));
  });
});
