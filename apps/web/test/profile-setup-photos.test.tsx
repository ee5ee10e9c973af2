import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, requestKeys } from './api-stub';
import { uploadAnswer } from './fixtures';
import { openSetup, photoInput, png, setupApi } from './profile-setup-helpers';
import { jsonResponse } from './render-app';
import { expectToast } from './toasts';

describe('profile setup photos', () => {
  it('checks the type and size of a photo before uploading it', async () => {
    const fetchMock = setupApi();
    await openSetup();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(photoInput(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await expectToast('Please select a valid image file');
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(photoInput(), big);
    await expectToast('Image file too large. Please choose a file smaller than 5MB');
    expect(requestKeys(fetchMock)).not.toContain('POST /api/upload');
    expect(screen.getByText('0 of 6')).toBeVisible();
  });

  it('uploads at most 6 photos and says so when more are picked', async () => {
    const fetchMock = setupApi();
    const { user } = await openSetup();
    await user.upload(
      photoInput(),
      Array.from({ length: 7 }, (_, i) => png(`p${i}.png`)),
    );

    await expectToast('Photo limit reached', 'You can upload a maximum of 6 photos.');
    expect(screen.getByText('6 of 6')).toBeVisible();
    await waitFor(() =>
      expect(requestKeys(fetchMock).filter((k) => k === 'POST /api/upload')).toHaveLength(6),
    );
    await user.upload(photoInput(), png('extra.png'));
    expect(requestKeys(fetchMock).filter((k) => k === 'POST /api/upload')).toHaveLength(6);
  });

  it('previews a photo while it uploads and holds the save until it is done', async () => {
    let release: () => void = () => {};
    setupApi({
      'POST /api/upload': async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse(uploadAnswer('slow.webp'), { status: 201 });
      },
    });
    const { user } = await openSetup();
    await user.upload(photoInput(), png('slow.png'));

    const preview = screen.getByRole('img', { name: 'Preview 1 of 1' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByText('Uploading photo 1...')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Uploading photos...' })).toBeDisabled();

    release();
    expect(await screen.findByRole('button', { name: 'Save Profile' })).toBeEnabled();
    expect(screen.queryByText('Uploading photo 1...')).toBeNull();
  });

  it("drops a photo whose upload fails, with the server's message or the fallback", async () => {
    setupApi({
      'POST /api/upload': errorResponse(415, 'Please upload a JPEG, PNG or WebP image.'),
    });
    const { user } = await openSetup();
    await user.upload(photoInput(), png('odd.png'));
    await expectToast('Upload failed', 'Please upload a JPEG, PNG or WebP image.');
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
    expect(screen.getByText('0 of 6')).toBeVisible();

    setupApi({ 'POST /api/upload': new Response(null, { status: 500 }) });
    await user.upload(photoInput(), png('again.png'));
    await expectToast('Upload failed', 'Failed to upload photo. Please try again.');
  });
});
