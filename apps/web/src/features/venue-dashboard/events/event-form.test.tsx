import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VENUE_EVENT_MESSAGES as M } from '@cuepoint/domain/venues/venue-event-rules';
import { FakeRequest } from '../../../lib/testing/fake-request.ts';
import { fakeApi } from '../../accounts/testing/fake-api.ts';
import { renderAccount } from '../../accounts/testing/render-account.tsx';
import { VenueDashboardPage } from '../venue-dashboard-page.tsx';
import { venueEvent, venueRoutes } from '../testing/venue-fixtures.ts';
import { emptyDraft } from './event-form-state.ts';

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
  URL.createObjectURL = vi.fn(() => 'blob:flyer');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeRequest.last = undefined;
  localStorage.clear();
});

const png = (bytes: number, name = 'flyer.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
const toasts = () => within(screen.getByRole('region', { name: 'Notifications' }));

async function openAddEvent(routes: Record<string, unknown> = {}) {
  const api = fakeApi({ ...venueRoutes(), ...(routes as object) });
  renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard' });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add Event' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
  return { api, user, dialog, form: within(dialog) };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) {
  await user.type(form.getByLabelText('Event title'), 'Warehouse Night');
  await user.type(form.getByLabelText('Lead DJ'), 'Nova Reyes');
}

describe('the event form', () => {
  it('starts on the next Saturday at 21:00 for 2:00, the remote and co-stream choices off', async () => {
    const { form } = await openAddEvent();
    expect(form.getByLabelText('Date')).toHaveValue(emptyDraft(new Date()).date);
    expect(new Date(`${(form.getByLabelText('Date') as HTMLInputElement).value}T12:00`).getDay()).toBe(6);
    expect(form.getByLabelText('Time')).toHaveValue('21:00');
    expect(form.getByLabelText('Duration')).toHaveValue('2:00');
    expect(form.getByRole('checkbox', { name: /Remote DJ/ })).not.toBeChecked();
    expect(form.getByRole('checkbox', { name: /Co-stream/ })).not.toBeChecked();
  });

  it('says what each missing field needs, next to the field', async () => {
    const { api, user, form } = await openAddEvent();
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '' } });
    fireEvent.change(form.getByLabelText('Time'), { target: { value: '' } });
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(form.getByLabelText('Event title')).toHaveAccessibleDescription(M.titleRequired);
    expect(form.getByLabelText('Date')).toHaveAccessibleDescription(M.dateRequired);
    expect(form.getByLabelText('Time')).toHaveAccessibleDescription(M.timeRequired);
    expect(form.getByLabelText('Lead DJ')).toHaveAccessibleDescription(M.djNameRequired);
    expect(api.callsTo('POST /venue-events.php')).toHaveLength(0);
  });

  it('refuses a start in the past and a duration that is not h:mm', async () => {
    const { user, form } = await openAddEvent();
    await fillRequired(user, form);
    fireEvent.change(form.getByLabelText('Date'), { target: { value: '2020-01-04' } });
    await user.clear(form.getByLabelText('Duration'));
    await user.type(form.getByLabelText('Duration'), '90 minutes');
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(form.getByLabelText('Date')).toHaveAccessibleDescription(M.inThePast);
    expect(form.getByLabelText('Duration')).toHaveAccessibleDescription(
      `Hours and minutes, h:mm ${M.durationInvalid}`,
    );
  });

  it('checks the ticket URL and price', async () => {
    const { user, form } = await openAddEvent();
    await fillRequired(user, form);
    await user.type(form.getByLabelText(/^Ticket URL/), 'tickets please');
    await user.type(form.getByLabelText(/^Ticket price/), '12.345');
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(form.getByLabelText(/^Ticket URL/)).toHaveAccessibleDescription(M.ticketUrlInvalid);
    expect(form.getByLabelText(/^Ticket price/)).toHaveAccessibleDescription(M.ticketPriceDecimals);
  });

  it('refuses a flyer that is too large, not an image, or cannot be shown, with the spec messages', async () => {
    const { user, form } = await openAddEvent();
    const picker = () => form.getByLabelText(/flyer image$/);
    await user.upload(picker(), png(5 * 1024 * 1024));
    expect(form.getByRole('alert')).toHaveTextContent(M.flyerTooLarge);
    await user.upload(picker(), png(1024));
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
    const preview = form.getByTestId('flyer-preview');
    expect(preview).toHaveAttribute('src', 'blob:flyer');
    fireEvent.error(preview);
    expect(form.getByRole('alert')).toHaveTextContent(M.flyerUnreadable);
    expect(form.queryByTestId('flyer-preview')).not.toBeInTheDocument();
    // The picker offers images only; a file given to it anyway is still refused.
    fireEvent.change(picker(), {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(form.getByRole('alert')).toHaveTextContent(M.flyerNotAnImage);
  });

  it('keeps remote and co-stream exclusive, and keeps at least one co-streaming DJ', async () => {
    const { user, form } = await openAddEvent({
      'GET /venue/co-stream-venues': {
        body: { success: true, data: [{ venue_user_id: 12, name: 'Fabric', city: 'London', country: 'GB' }] },
      },
    });
    const remote = form.getByRole('checkbox', { name: /Remote DJ/ });
    const coStream = form.getByRole('checkbox', { name: /Co-stream/ });
    await user.click(remote);
    await user.click(coStream);
    expect(coStream).toBeChecked();
    expect(remote).not.toBeChecked();
    expect(form.getByRole('button', { name: 'Remove co-streaming DJ 1' })).toBeDisabled();
    const durations = within(form.getByLabelText('Co-streaming DJ 1 duration')).getAllByRole('option');
    expect(durations.map((option) => option.textContent)).toEqual([
      '0:30',
      '1:00',
      '1:30',
      '2:00',
      '2:30',
      '3:00',
    ]);

    await fillRequired(user, form);
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(form.getByText(M.slotIncomplete)).toBeInTheDocument();

    await user.click(await form.findByRole('button', { name: /Fabric/ }));
    const price = form.getByLabelText('Price for Fabric (EUR)');
    expect(price).toHaveValue(19.99);
    expect(price).toHaveAttribute('min', '0');
    expect(price).toHaveAttribute('step', '0.01');
    const destinations = form.getByRole('list', { name: 'Destination venues' });
    expect(within(destinations).getByText('Pending')).toBeInTheDocument();
    await user.click(remote);
    expect(coStream).not.toBeChecked();
    expect(form.queryByRole('list', { name: 'Destination venues' })).not.toBeInTheDocument();
  });

  it('sends a co-streamed event with its DJs and destinations, and lists it', async () => {
    const saved = venueEvent({
      co_stream_enabled: true,
      co_stream_djs: [{ dj_name: 'Kai', start_time: '21:00', duration: '1:30' }],
      co_stream_destinations: [
        {
          id: 4,
          venue_user_id: 12,
          name: 'Fabric',
          city: 'London',
          country: 'GB',
          price: 25,
          status: 'pending',
        },
      ],
    });
    const { api, user, form } = await openAddEvent({
      'GET /venue/co-stream-venues': {
        body: { success: true, data: [{ venue_user_id: 12, name: 'Fabric', city: 'London', country: 'GB' }] },
      },
      'POST /venue-events.php': { status: 201, body: { success: true, event: saved } },
    });
    await fillRequired(user, form);
    await user.click(form.getByRole('checkbox', { name: /Co-stream/ }));
    await user.type(form.getByLabelText('Co-streaming DJ 1'), 'Kai');
    await user.selectOptions(form.getByLabelText('Co-streaming DJ 1 duration'), '90');
    await user.click(await form.findByRole('button', { name: /Fabric/ }));
    await user.clear(form.getByLabelText('Price for Fabric (EUR)'));
    await user.type(form.getByLabelText('Price for Fabric (EUR)'), '25');
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(await toasts().findByText('Event added')).toBeInTheDocument();
    const [call] = api.callsTo('POST /venue-events.php');
    expect(call?.body).toMatchObject({
      title: 'Warehouse Night',
      djName: 'Nova Reyes',
      time: '21:00',
      duration: '2:00',
      coStream: true,
      isRemote: false,
      coStreamDJs: [{ djName: 'Kai', startTime: '21:00', duration: '1:30' }],
      destinations: [{ venue_user_id: 12, price: 25 }],
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Your events' });
    expect(within(list).getByText('Warehouse Night')).toBeInTheDocument();
    expect(within(list).getByText('Pending')).toBeInTheDocument();
  });

  it('uploads a flyer with the event as a multipart form, showing its progress', async () => {
    const { user, form } = await openAddEvent();
    await fillRequired(user, form);
    await user.upload(form.getByLabelText(/flyer image$/), png(4096, 'night.png'));
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    const request = FakeRequest.last!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v14/venue-events.php');
    const sent = request.sent as FormData;
    expect(sent.get('title')).toBe('Warehouse Night');
    expect(sent.get('coStream')).toBe('false');
    expect((sent.get('flyer_image') as File).name).toBe('night.png');
    act(() => request.progress(2048, 4096));
    expect(form.getByRole('progressbar', { name: 'Uploading flyer image' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() =>
      request.answer(
        201,
        JSON.stringify({ success: true, event: venueEvent({ flyer_image: '/uploads/images/flyer.webp' }) }),
      ),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts().getByText('Event added')).toBeInTheDocument();
    expect(screen.getByTestId('event-flyer')).toHaveAttribute('src', '/uploads/images/flyer.webp');
  });

  it("says 'Failed to save event. Please try again.' and keeps what was typed", async () => {
    const { user, form } = await openAddEvent({
      'POST /venue-events.php': { status: 500, body: { success: false, error: 'Internal Server Error' } },
    });
    await fillRequired(user, form);
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(await form.findByRole('alert')).toHaveTextContent(M.saveFailed);
    // The dialog hides the rest of the page from assistive technology, the notifications included.
    expect(document.querySelector('section[aria-label="Notifications"]')).toHaveTextContent(M.saveFailed);
    expect(form.getByLabelText('Event title')).toHaveValue('Warehouse Night');
  });
});

describe('the events list', () => {
  it('lists events by date then time, edits one with PUT and deletes one after the spec question', async () => {
    const late = venueEvent({ id: 2, title: 'Late Session', event_date: '2099-07-04', event_time: '23:30' });
    const early = venueEvent({
      id: 3,
      title: 'Early Session',
      event_date: '2099-07-04',
      event_time: '18:00',
    });
    const first = venueEvent({ id: 4, title: 'Opening Night', event_date: '2099-06-01' });
    const api = fakeApi({
      ...venueRoutes({ events: [late, early, first] }),
      'PUT /venue-events.php': ({ body }) => ({
        body: { success: true, event: { ...late, title: (body as { title: string }).title } },
      }),
      'DELETE /venue-events.php': { body: { success: true } },
    });
    renderAccount(<VenueDashboardPage />, { url: '/venue-dashboard' });
    const list = await screen.findByRole('list', { name: 'Your events' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Opening Night', 'Early Session', 'Late Session']);
    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Edit Late Session' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Event' }));
    expect(form.getByLabelText('Time')).toHaveValue('23:30');
    await user.clear(form.getByLabelText('Event title'));
    await user.type(form.getByLabelText('Event title'), 'Closing Session');
    await user.click(form.getByRole('button', { name: 'Save Event' }));
    expect(await toasts().findByText('Event saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /venue-events.php')[0]?.body).toMatchObject({
      eventId: 2,
      title: 'Closing Session',
    });
    expect(within(list).getByText('Closing Session')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Delete Early Session' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete event?' });
    expect(confirm).toHaveAccessibleDescription(M.deleteConfirmation);
    await user.click(within(confirm).getByRole('button', { name: 'Delete event' }));
    expect(await toasts().findByText('Event deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /venue-events.php')[0]?.query.get('eventId')).toBe('3');
    expect(within(list).queryByText('Early Session')).not.toBeInTheDocument();
  });
});
