import { configure, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { NEIGHBORHOOD_BOUNDARIES_URL } from '@estate/domain';
import { fastUserEvent } from './leadFormHarness';
import { renderWithProviders } from './renderWithProviders';

// Role queries skip the visibility check, slow in jsdom under antd's styles.
configure({ defaultHidden: true });

export const user = fastUserEvent();

export interface ApiCall {
  method: string;
  url: string;
  body?: unknown;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const jsonError = (status: number, message: string) => json({ message }, status);

/** The neighbourhoods' outlines the dialog reads: none, unless a test's `answer` gives some. */
const NO_BOUNDARIES = { type: 'FeatureCollection', features: [] };

/**
 * Stubs fetch as one content collection's API: GET answers `items` (and the neighbourhoods'
 * outlines none), POST and PATCH the body with an id, PUT the body, DELETE a message; `answer` may
 * answer a call otherwise. `writes()` are the non-GET calls.
 */
export function stubContentApi(path: string, items: object[], answer?: (call: ApiCall) => Response | undefined) {
  const calls: ApiCall[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call: ApiCall = { method: init?.method ?? 'GET', url: String(input) };
    if (init?.body) call.body = JSON.parse(String(init.body));
    calls.push(call);
    const custom = answer?.(call);
    if (custom) return custom;
    if (call.method === 'GET') return json(call.url === NEIGHBORHOOD_BOUNDARIES_URL ? NO_BOUNDARIES : items);
    if (call.method === 'PUT') return json(call.body);
    if (call.method === 'POST') return json({ ...(call.body as object), id: 'created-1' }, 201);
    if (call.method === 'PATCH') return json({ ...(call.body as object), id: decodeURIComponent(call.url.slice(path.length + 1)) });
    return json({ message: 'Deleted' });
  });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}

/** A dashboard tab inside antd's App, which the confirmation dialogs need (StaffRoot provides it in the app). */
export function renderTab(tab: ReactElement) {
  return renderWithProviders(<App>{tab}</App>);
}

export const dialog = () => screen.getByRole('dialog');

/** A button by its text (role queries by name are slow over antd's styled DOM). */
export const buttonIn = (container: HTMLElement, label: string) => within(container).getByText(label).closest('button')!;

/** Replaces a field's text in one go (antd re-renders every field on each key). */
export async function fill(label: string, text: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
}

/** Opens an antd select and clicks one of its options (the popup is tied to the control's id). */
export async function choose(label: string, option: string) {
  const control = screen.getByLabelText(label);
  await user.click(control);
  const popup = await waitFor(() => document.getElementById(`${control.id}_list`)!.closest<HTMLElement>('.ant-select-dropdown')!);
  await user.click(await within(popup).findByTitle(option));
}

/** A row's Edit or Delete button, named after the item ('Edit Hyde Park'). */
export const rowButton = (action: 'Edit' | 'Delete', name: string) => screen.findByLabelText(`${action} ${name}`);

export async function rowAction(action: 'Edit' | 'Delete', name: string) {
  await user.click(await rowButton(action, name));
}

/** The tab's 'Add {singular}' button. */
export const addButton = (singular: string) => buttonIn(screen.getByRole('heading', { level: 1 }).parentElement!, `Add ${singular}`);

/** Answers the open confirmation dialog with 'Delete' or 'Cancel'. */
export async function confirm(answer: 'Delete' | 'Cancel') {
  const confirmation = await waitFor(() => document.querySelector<HTMLElement>('.ant-modal-confirm')!);
  await user.click(buttonIn(confirmation, answer));
  return confirmation;
}
