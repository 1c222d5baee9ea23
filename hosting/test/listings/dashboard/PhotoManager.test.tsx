import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { PhotoManager } from '@/features/listings/dashboard/components/photos/PhotoManager';
import {
  insertPhoto,
  makeCover,
  movePhoto,
  photoKeys,
  photoList,
  removePhoto,
  setAltText,
  uploadPosition,
  type PhotoList,
} from '@/features/listings/dashboard/components/photos/photoList';
import { FakeUpload, png } from '../../support/fakeUpload';
import { fastUserEvent } from '../../support/leadFormHarness';
import { renderWithProviders } from '../../support/renderWithProviders';

configure({ defaultHidden: true });
const user = fastUserEvent();

beforeEach(() => FakeUpload.install());
afterEach(() => jest.restoreAllMocks());

/** Each photo with its alt text, as 'url=alt', so a test sees at once whether they stayed together. */
const pairs = ({ images, alts }: PhotoList) => images.map((url, index) => `${url}=${alts[index]}`);

describe('photoList: the alt texts stay with their photos', () => {
  const list = photoList(['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'], ['A', 'B', 'C', 'D']);

  it('fills in one alt text per photo', () => {
    expect(photoList(['/a.jpg', '/b.jpg'])).toEqual({ images: ['/a.jpg', '/b.jpg'], alts: ['', ''] });
    expect(photoList(['/a.jpg', '/b.jpg'], ['A'])).toEqual({ images: ['/a.jpg', '/b.jpg'], alts: ['A', ''] });
    expect(photoList(['/a.jpg'], ['A', 'stray'])).toEqual({ images: ['/a.jpg'], alts: ['A'] });
  });

  it('through a reorder, either way', () => {
    expect(pairs(movePhoto(list, 3, 1))).toEqual(['/a.jpg=A', '/d.jpg=D', '/b.jpg=B', '/c.jpg=C']);
    expect(pairs(movePhoto(list, 0, 2))).toEqual(['/b.jpg=B', '/c.jpg=C', '/a.jpg=A', '/d.jpg=D']);
    expect(pairs(movePhoto(list, 0, 9))).toEqual(pairs(list));
  });

  it('through a change of cover: the new cover comes first, the others keep their order', () => {
    expect(pairs(makeCover(list, 2))).toEqual(['/c.jpg=C', '/a.jpg=A', '/b.jpg=B', '/d.jpg=D']);
  });

  it('through a removal and an upload', () => {
    expect(pairs(removePhoto(list, 1))).toEqual(['/a.jpg=A', '/c.jpg=C', '/d.jpg=D']);
    expect(pairs(insertPhoto(list, 2, '/new.jpg'))).toEqual(['/a.jpg=A', '/b.jpg=B', '/new.jpg=', '/c.jpg=C', '/d.jpg=D']);
  });

  it('through an edit of one alt text, and never changes the list it was given', () => {
    expect(pairs(setAltText(list, 1, 'Garden'))).toEqual(['/a.jpg=A', '/b.jpg=Garden', '/c.jpg=C', '/d.jpg=D']);
    expect(pairs(list)).toEqual(['/a.jpg=A', '/b.jpg=B', '/c.jpg=C', '/d.jpg=D']);
  });

  it('puts an upload after the files chosen before it and before those chosen after it', () => {
    expect(uploadPosition(['/x', '/a', '/c'], ['/a'], ['/c'])).toBe(2);
    expect(uploadPosition(['/x', '/c'], [], ['/c'])).toBe(1);
    expect(uploadPosition(['/x'], [], [])).toBe(1);
    // The admin moved the earlier one meanwhile: the new one follows it.
    expect(uploadPosition(['/a', '/x', '/y'], ['/a'], [])).toBe(1);
  });

  it('keys each photo, a repeated one included', () => {
    expect(photoKeys(['/a', '/b', '/a'])).toEqual(['/a', '/b', '/a#2']);
  });
});

function Harness({ initial, max = 50 }: { initial: PhotoList; max?: number }) {
  const [photos, setPhotos] = useState(initial);
  return (
    <>
      <PhotoManager id="photos" value={photos} onChange={setPhotos} max={max} />
      <output data-testid="value">{JSON.stringify(pairs(photos))}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent!) as string[];
const chooseFiles = (files: File[]) => fireEvent.change(screen.getByTestId('photos-files'), { target: { files } });
const grid = () => screen.getByRole('list', { name: 'Uploaded images' });
const tiles = () => within(grid()).getAllByRole('listitem');
const three = () => photoList(['/media/a.svg', '/media/b.svg', '/media/c.svg'], ['Front', 'Garden', '']);

describe('PhotoManager', () => {
  it('shows each photo with its alt text; the first is the cover, the others can become it', () => {
    renderWithProviders(<Harness initial={three()} />);
    expect(tiles()).toHaveLength(3);
    expect(within(tiles()[0]!).getByText('Cover')).toBeInTheDocument();
    expect(within(tiles()[0]!).queryByRole('button', { name: /the cover/ })).not.toBeInTheDocument();
    expect(within(tiles()[1]!).getByRole('button', { name: 'Make photo 2 the cover' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move photo 3' })).toHaveAttribute('aria-roledescription', 'sortable');

    const alt = screen.getByLabelText('Alt text for photo 1');
    expect(alt).toHaveValue('Front');
    expect(alt).toHaveAttribute('maxlength', '250');
    expect(screen.getByLabelText('Alt text for photo 3')).toHaveAttribute('placeholder', 'e.g. Front of the house at dusk');
    expect(screen.getByText('3 of 50 photos: you can add 47 more, up to 10 at a time, 5MB each.')).toBeInTheDocument();
  });

  it('keeps every alt text with its photo through writing, a new cover and a removal', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch');
    renderWithProviders(<Harness initial={three()} />);
    await user.click(screen.getByLabelText('Alt text for photo 3'));
    await user.paste('Kitchen');
    expect(value()).toEqual(['/media/a.svg=Front', '/media/b.svg=Garden', '/media/c.svg=Kitchen']);

    await user.click(screen.getByRole('button', { name: 'Make photo 3 the cover' }));
    expect(value()).toEqual(['/media/c.svg=Kitchen', '/media/a.svg=Front', '/media/b.svg=Garden']);
    expect(within(tiles()[0]!).getByText('Cover')).toBeInTheDocument();
    expect(screen.getByLabelText('Alt text for photo 1')).toHaveValue('Kitchen');
    // The focus follows the photo to its new place.
    expect(screen.getByRole('button', { name: 'Move photo 1' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(value()).toEqual(['/media/c.svg=Kitchen', '/media/b.svg=Garden']);
    expect(screen.getByRole('button', { name: 'Move photo 2' })).toHaveFocus();
    // A photo the dialog did not upload is only unlinked: another listing may show it.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('uploads each file on its own, two at a time, with its progress, and keeps the order they were chosen in', async () => {
    renderWithProviders(<Harness initial={photoList(['/media/a.svg'], ['Front'])} />);
    chooseFiles([png('one.png'), png('two.png'), png('three.png')]);
    expect(FakeUpload.requests.map((request) => request.fileNames)).toEqual([['one.png'], ['two.png']]);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByRole('progressbar', { name: 'Upload of three.png' })).toHaveAttribute(
      'aria-valuetext',
      'Waiting to upload',
    );

    const [one, two] = FakeUpload.requests;
    one!.progress(30);
    expect(within(uploads).getByText('Uploading 30%')).toBeInTheDocument();
    two!.sent();
    expect(within(uploads).getByRole('progressbar', { name: 'Upload of two.png' })).toHaveAttribute('aria-valuetext', 'Making web sizes…');
    expect(within(uploads).getByText('Making web sizes…')).toBeInTheDocument();
    // While files are on their way, they count against the room left.
    expect(screen.getByText('1 of 50 photos: you can add 46 more, up to 10 at a time, 5MB each.')).toBeInTheDocument();

    // The second file is done first, yet lands after where the first will go.
    await two!.succeed('/api/uploads/two.jpg');
    expect(value()).toEqual(['/media/a.svg=Front', '/api/uploads/two.jpg=']);
    expect(FakeUpload.requests[2]!.fileNames).toEqual(['three.png']);
    await FakeUpload.requests[2]!.succeed('/api/uploads/three.jpg');
    await one!.succeed('/api/uploads/one.jpg');
    expect(value()).toEqual(['/media/a.svg=Front', '/api/uploads/one.jpg=', '/api/uploads/two.jpg=', '/api/uploads/three.jpg=']);

    expect(await screen.findByText('Images uploaded')).toBeInTheDocument();
    expect(screen.getByText('3 images uploaded successfully')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });

  it('shows why a file failed, with Retry for a fault and only Remove for a file the server refused', async () => {
    renderWithProviders(<Harness initial={photoList([])} />);
    chooseFiles([png('lost.png'), png('fake.png')]);
    const [lost, fake] = FakeUpload.requests;
    await fake!.answer(400, { message: 'No images were uploaded', errors: { 'fake.png': 'File is not an image' } });
    await lost!.failOnNetwork();
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('There was an error uploading your images')).toBeInTheDocument();

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByText('Not uploaded: File is not an image')).toBeInTheDocument();
    expect(within(uploads).queryByRole('button', { name: 'Retry fake.png' })).not.toBeInTheDocument();
    await user.click(within(uploads).getByRole('button', { name: 'Remove fake.png' }));
    expect(within(uploads).queryByText('fake.png')).not.toBeInTheDocument();

    await user.click(within(uploads).getByRole('button', { name: 'Retry lost.png' }));
    await FakeUpload.requests[2]!.succeed('/api/uploads/lost.jpg');
    expect(value()).toEqual(['/api/uploads/lost.jpg=']);
    expect(await screen.findByText('1 image uploaded successfully')).toBeInTheDocument();
  });

  it('deletes the file of a photo it uploaded when that photo is removed', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"message":"Image deleted"}', { status: 200 }));
    renderWithProviders(<Harness initial={photoList(['/media/a.svg'])} />);
    chooseFiles([png('one.png')]);
    await FakeUpload.requests[0]!.succeed('/api/uploads/one.jpg');
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(value()).toEqual(['/media/a.svg=']);
    expect(fetch).toHaveBeenCalledWith('/api/upload/one.jpg', expect.objectContaining({ method: 'DELETE' }));
    expect(await screen.findByText('Image deleted')).toBeInTheDocument();
  });

  it('holds at most `max` photos: it says how many more fit, skips the rest of a choice, and refuses once full', async () => {
    // A small `max`: the rule is the same at the listing's 50 (the texts above), with a tenth of the tiles to draw.
    const urls = (count: number) => Array.from({ length: count }, (_, index) => `/media/${index}.svg`);
    const { unmount } = renderWithProviders(<Harness initial={photoList(urls(3))} max={5} />);
    expect(screen.getByText('3 of 5 photos: you can add 2 more, up to 2 at a time, 5MB each.')).toBeInTheDocument();
    chooseFiles([png('one.png'), png('two.png'), png('three.png')]);
    expect(FakeUpload.requests).toHaveLength(2);
    expect(await screen.findByText('three.png: Too many files: a listing holds at most 5 photos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload images/ })).toBeDisabled();
    unmount();

    renderWithProviders(<Harness initial={photoList(urls(5))} max={5} />);
    expect(screen.getByText('This listing has 5 photos, the most it holds. Remove one to add another.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upload images/ })).toBeDisabled();
  });
});

describe('PhotoManager by keyboard', () => {
  /** jsdom lays nothing out: the tiles stand in one row, 200px apart, as in a browser's grid. */
  function layOutTiles() {
    jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const tile = this.closest('li');
      const list = tile?.parentElement;
      const index = list?.getAttribute('aria-label') === 'Uploaded images' ? Array.from(list.children).indexOf(tile!) : -1;
      const left = Math.max(index, 0) * 200;
      const [width, height] = index < 0 ? [0, 0] : [180, 240];
      return { x: left, y: 0, left, top: 0, width, height, right: left + width, bottom: height, toJSON: () => ({}) } as DOMRect;
    });
  }
  /** dnd-kit listens to the keyboard from the next tick after a drag starts. */
  const nextTick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

  it('picks a photo up with Space, moves it with the arrow keys, drops it with Space, and says so', async () => {
    layOutTiles();
    renderWithProviders(<Harness initial={three()} />);
    const handle = screen.getByRole('button', { name: 'Move photo 3' });
    handle.focus();
    await user.keyboard('[Space]');
    await nextTick();
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Photo 3 is over position 3.')).toBeInTheDocument();
    await user.keyboard('[ArrowLeft]');
    await nextTick();
    expect(await screen.findByText('Photo 3 is over position 2.')).toBeInTheDocument();
    await user.keyboard('[ArrowLeft]');
    await nextTick();
    await user.keyboard('[Space]');
    await nextTick();
    expect(await screen.findByText('Photo 3 moved to position 1.')).toBeInTheDocument();
    await waitFor(() => expect(value()).toEqual(['/media/c.svg=', '/media/a.svg=Front', '/media/b.svg=Garden']));
  });

  it('puts the photo back on Escape, and the Escape does not reach the dialog around it', async () => {
    layOutTiles();
    const dialogEscape = jest.fn();
    window.addEventListener('keydown', dialogEscape);
    try {
      renderWithProviders(<Harness initial={three()} />);
      screen.getByRole('button', { name: 'Move photo 1' }).focus();
      await user.keyboard('[Space]');
      await nextTick();
      await user.keyboard('[ArrowRight]');
      await nextTick();
      await user.keyboard('[Escape]');
      expect(await screen.findByText('Move cancelled. Photo 1 is back at its place.')).toBeInTheDocument();
      expect(value()).toEqual(['/media/a.svg=Front', '/media/b.svg=Garden', '/media/c.svg=']);
      expect(dialogEscape.mock.calls.filter(([event]) => (event as KeyboardEvent).key === 'Escape')).toHaveLength(0);
    } finally {
      window.removeEventListener('keydown', dialogEscape);
    }
  });
});
