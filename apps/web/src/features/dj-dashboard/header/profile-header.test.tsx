import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_TOO_LARGE } from '@cuepoint/domain/djs/images';
import { FakeRequest } from '../../../lib/testing/fake-request.ts';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { DjDashboardPage } from '../dj-dashboard-page.tsx';
import { dashboardRoutes, djProfile } from '../testing/dashboard-fixtures.ts';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  URL.createObjectURL = vi.fn(() => 'blob:picked-image');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = undefined;
  localStorage.clear();
});

const png = (bytes: number, name = 'picture.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function renderHeader() {
  fakeApi(dashboardRoutes({ profile: djProfile({ banner_image_url: '/uploads/images/old-banner.webp' }) }));
  renderAccount(<DjDashboardPage />, { url: '/dj-dashboard' });
  await screen.findByRole('heading', { level: 1, name: 'Kai' });
  return userEvent.setup();
}

describe('profile and banner images', () => {
  it('shows the picked image at once with the upload progress, then the stored image', async () => {
    const user = await renderHeader();
    await user.upload(screen.getByLabelText('Change profile image'), png(2048, 'me.png'));
    const request = FakeRequest.last!;
    expect(request.url).toBe('/api/v14/upload-image.php');
    const form = request.sent as FormData;
    expect(form.get('usage_type')).toBe('profile');
    expect((form.get('image') as File).name).toBe('me.png');
    expect(screen.getByTestId('profile-image')).toHaveAttribute('src', 'blob:picked-image');
    act(() => request.progress(1024, 2048));
    expect(screen.getByRole('progressbar', { name: 'Uploading profile image' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(screen.getByLabelText('Change profile image')).toBeDisabled();
    act(() =>
      request.answer(
        200,
        JSON.stringify({ success: true, data: { url: '/uploads/images/new-avatar.webp' } }),
      ),
    );
    expect(await toasts().findByText('Profile image updated')).toBeInTheDocument();
    expect(screen.getByTestId('profile-image')).toHaveAttribute('src', '/uploads/images/new-avatar.webp');
    expect(screen.queryByRole('progressbar', { name: 'Uploading profile image' })).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:picked-image');
  });

  it("puts the previous banner back and names the server's reason when the upload is refused", async () => {
    const user = await renderHeader();
    await user.upload(screen.getByLabelText('Change banner image'), png(1024));
    expect(screen.getByTestId('banner-image')).toHaveAttribute('src', 'blob:picked-image');
    act(() =>
      FakeRequest.last!.answer(
        415,
        JSON.stringify({ success: false, error: 'Please select a valid image file' }),
      ),
    );
    expect(
      await toasts().findByText('Failed to upload banner image: Please select a valid image file'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('banner-image')).toHaveAttribute('src', '/uploads/images/old-banner.webp');
  });

  it('says "Error uploading profile image. Please try again." when the server cannot be reached', async () => {
    const user = await renderHeader();
    await user.upload(screen.getByLabelText('Change profile image'), png(1024));
    act(() => FakeRequest.last!.emit('error'));
    expect(await toasts().findByText('Error uploading profile image. Please try again.')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-image')).not.toBeInTheDocument();
  });

  it('refuses a profile image of 5 MB and a banner of 10 MB before sending them', async () => {
    const user = await renderHeader();
    await user.upload(screen.getByLabelText('Change profile image'), png(5 * 1024 * 1024));
    expect(await toasts().findByText(IMAGE_TOO_LARGE.profile)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Change banner image'), png(10 * 1024 * 1024));
    expect(await toasts().findByText(IMAGE_TOO_LARGE.banner)).toBeInTheDocument();
    expect(FakeRequest.last).toBeUndefined();
  });
});
