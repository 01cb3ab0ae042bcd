import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installBrowserStubs,
  installFakeClock,
  pngHeader,
  settle,
  type BrowserStubs,
} from '../../library/image-cropper/browserStubs.testing';
import ImageCropperDemo1 from './image-cropper-demo1/image-cropper-demo1';
import ImageCropperDemo2 from './image-cropper-demo2/image-cropper-demo2';

let stubs: BrowserStubs;
beforeEach(() => {
  installFakeClock();
  // The content box of demo 1's 240 × 310 cropper (5 px padding, 1 px border all round).
  stubs = installBrowserStubs({ width: 228, height: 298 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const setup = (options: Parameters<typeof userEvent.setup>[0] = {}) =>
  userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms), ...options });
const png = (width: number, height: number) => new File([pngHeader(width, height) as BlobPart], 'me.png', { type: 'image/png' });

describe('image cropper demos', () => {
  it('demo1 starts with the sample picture in a round square frame and previews its crop', async () => {
    render(<ImageCropperDemo1 />);
    expect(screen.getByText('Preview')).toBeInTheDocument();
    await settle();
    const area = screen.getByRole('application', { name: 'Profile picture area' });
    expect(area.closest('.aq-image-cropper')).toHaveAttribute('data-round', '');
    expect(parseFloat(area.style.width)).toBe(parseFloat(area.style.height));
    expect(screen.getByRole('img', { name: 'Photo to crop' })).toBeInTheDocument();
    // The 480 × 360 sample: the largest centred square is 360 px of it.
    expect(screen.getByRole('img', { name: 'Profile picture preview' }).getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByText('Preview, 360 × 360 px')).toBeInTheDocument();
  });

  it('demo1 uploads a photo through the button and previews its crop', async () => {
    const user = setup();
    render(<ImageCropperDemo1 />);
    await settle();
    const upload = screen.getByLabelText('Upload a photo');
    expect(upload).toHaveAttribute('type', 'file');
    expect(upload).toHaveAttribute('accept', 'image/*');
    await user.upload(upload, png(200, 100));
    await settle();
    expect(screen.getByText('Preview, 100 × 100 px')).toBeInTheDocument();
  });

  it('demo1 says so when the file is not an image it can open', async () => {
    const user = setup({ applyAccept: false });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ImageCropperDemo1 />);
    await settle();
    await user.upload(screen.getByLabelText('Upload a photo'), new File(['notes'], 'notes.txt', { type: 'text/plain' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('That file could not be opened as an image.');
    expect(console.error).toHaveBeenCalledWith(new Error('Invalid image type'));
    await user.upload(screen.getByLabelText('Upload a photo'), png(200, 100));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("demo1 logs 'blob is null or undefined' when the crop has no base64", async () => {
    stubs.failEncoding(true);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    render(<ImageCropperDemo1 />);
    await settle();
    expect(log).toHaveBeenCalledWith('blob is null or undefined');
    expect(screen.queryByRole('img', { name: 'Profile picture preview' })).toBeNull();
  });

  it('demo2 turns, mirrors and zooms the picture, and shows the result', async () => {
    const user = setup();
    render(<ImageCropperDemo2 />);
    await settle();
    const tools = screen.getByRole('toolbar', { name: 'Image' });
    const picture = screen.getByRole('img', { name: 'Harbour picture to edit' });
    expect(screen.getByText(/Result, 480 × 320 px/)).toBeInTheDocument();

    await user.click(within(tools).getByRole('button', { name: 'Flip horizontal' }));
    expect(within(tools).getByRole('button', { name: 'Flip horizontal' })).toHaveAttribute('aria-pressed', 'true');
    expect(picture.style.transform).toContain('scale(-1, 1)');
    await user.click(within(tools).getByRole('button', { name: 'Flip vertical' }));
    expect(picture.style.transform).toContain('scale(-1, -1)');

    await user.click(within(tools).getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText(/zoom 125%/)).toBeInTheDocument();
    expect(picture.style.transform).toContain('scale(-1.25, -1.25)');
    for (let index = 0; index < 3; index++) await user.click(within(tools).getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByText(/zoom 50%/)).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(within(tools).getByRole('button', { name: 'Rotate right' }));
    await settle();
    expect(screen.getByText(/Result, 320 × 480 px/)).toBeInTheDocument();
    await user.click(within(tools).getByRole('button', { name: 'Reset' }));
    await settle();
    expect(screen.getByText('Result, 480 × 320 px · zoom 100%')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Harbour picture to edit' }).style.transform).toBe(
      'translate(0%, 0%) scale(1, 1) rotate(0deg)',
    );
    expect(screen.getByRole('img', { name: 'Cropped harbour picture' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <>
        <ImageCropperDemo1 />
        <ImageCropperDemo2 />
      </>,
    );
    await settle();
    vi.useRealTimers();
    const results = await axe.run(container);
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
