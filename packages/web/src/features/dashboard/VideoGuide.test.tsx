import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../ui/test-utils';
import { VideoGuide, videoGuideDismissals } from './VideoGuide';

afterEach(() => videoGuideDismissals.clear());

describe('the video guide popup', () => {
  it('opens by itself with the spec’s chapters and a local video with captions', async () => {
    renderWithProviders(<VideoGuide userId="u1" />);
    const dialog = await screen.findByRole('dialog', { name: 'Video guide to Fjord' });
    expect(dialog.querySelector('video source')?.getAttribute('src')).toBe('/video-guide.webm');
    expect(dialog.querySelector('video track')?.getAttribute('src')).toBe('/video-guide.en.vtt');
    expect(Array.from(dialog.querySelectorAll('ol li')).map((item) => item.textContent)).toEqual([
      'Guide',
      'Customers',
      'Orders and invoices',
      'Settings and products',
    ]);
  });

  it('remembers "Don’t show again" for that user only, and opens from the button still', async () => {
    const first = renderWithProviders(<VideoGuide userId="u1" />);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('checkbox', { name: "Don't show again" }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(videoGuideDismissals.get()).toEqual(['u1']);
    first.unmount();

    const again = renderWithProviders(<VideoGuide userId="u1" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Video guide' }));
    expect(await screen.findByRole('dialog', { name: 'Video guide to Fjord' })).toBeTruthy();
    again.unmount();

    renderWithProviders(<VideoGuide userId="u2" />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('closing without ticking the box shows it again next time', async () => {
    const first = renderWithProviders(<VideoGuide userId="u1" />);
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(videoGuideDismissals.get()).toEqual([]);
    first.unmount();
    renderWithProviders(<VideoGuide userId="u1" />);
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});

describe('a browser that dismissed the video for everyone', () => {
  it('does not open it by itself for any user', async () => {
    videoGuideDismissals.set(['*']);
    renderWithProviders(<VideoGuide userId="u9" />);
    expect(await screen.findByRole('button', { name: 'Video guide' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
