import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import tn from '../../../public/assets/languages/tn/translation.json';
import { signOut } from '../../../shared/session/session-store.ts';
import { confirmation } from '../../../test/confirmation.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { type StubBackendFixture, startStubBackend } from '../../../test/stub-backend.ts';
import { captureToasts, type ShownToast } from '../../../test/toasts.ts';
import { PlacementPolicyCard } from './placement-policy-card.tsx';

let backend: StubBackendFixture;
let toasts: ShownToast[];
const admin = 'instituteadmin@example.com';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  toasts = captureToasts();
  backend = startStubBackend();
});

afterEach(() => {
  signOut();
});

describe('the placement policy card (D29)', () => {
  it('says the rule with an example, that it is off and never changed, with nothing to save', async () => {
    await backend.signInAs(admin);
    renderWithApp(<PlacementPolicyCard />);
    expect(await screen.findByText('Now: off.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Placement policy' })).toBeTruthy();
    expect(screen.getByText('Never changed: off by default.')).toBeTruthy();
    expect(
      screen.getByText(
        'For example, at 1.5 ×, a student placed at ₹4 LPA may apply only to jobs paying ₹6 LPA or more.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^Off/ })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Save policy' })).toHaveProperty('disabled', true);
  });

  it('sets a multiple once confirmed, then shows who changed it and when', async () => {
    await backend.signInAs(admin);
    renderWithApp(<PlacementPolicyCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'A multiple of the accepted CTC' }));
    const multiple = screen.getByRole('spinbutton', { name: 'Multiple (×)' });
    await user.clear(multiple);
    await user.type(multiple, '2');
    expect(
      screen.getByText(
        'For example, at 2.0 ×, a student placed at ₹4 LPA may apply only to jobs paying ₹8 LPA or more.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    const dialog = await confirmation('Set the placement policy to 2.0 × the accepted CTC?');
    expect(
      dialog.getByText(
        "Placed students' applications from now on follow it; applications already made stay as they are.",
      ),
    ).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByText('Now: 2.0 × the accepted CTC.')).toBeTruthy());
    expect(backend.callsTo('/placement/v1/setPolicy').map((call) => call.body)).toEqual([
      { dreamOfferMultiple: 2 },
    ]);
    expect(backend.store.placementPolicies.get(1)?.dreamOfferMultiple).toBe(2);
    const name = backend.store.users.get(1003)?.displayName ?? '';
    expect(screen.getByText(new RegExp(`^Last changed by ${name} on `))).toBeTruthy();
    expect(toasts).toContainEqual({ variant: 'success', text: 'Placement policy saved' });
  });

  it('keeps a multiple in tenths, as the policy holds it, and saves nothing while the field is empty', async () => {
    await backend.signInAs(admin);
    renderWithApp(<PlacementPolicyCard />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'A multiple of the accepted CTC' }));
    const multiple = screen.getByRole('spinbutton', { name: 'Multiple (×)' });
    const save = screen.getByRole('button', { name: 'Save policy' });
    await user.clear(multiple);
    expect(save).toHaveProperty('disabled', true);
    expect(multiple.getAttribute('aria-invalid')).toBe('true');
    await user.type(multiple, '2.34');
    expect(
      screen.getByText(
        'For example, at 2.3 ×, a student placed at ₹4 LPA may apply only to jobs paying ₹9.2 LPA or more.',
      ),
    ).toBeTruthy();
    await user.tab();
    expect(multiple).toHaveProperty('value', '2.3');
    // Out of its range, it is brought into it when the admin leaves the field, as antd's was.
    await user.clear(multiple);
    await user.type(multiple, '7');
    expect(save).toHaveProperty('disabled', true);
    await user.tab();
    expect(multiple).toHaveProperty('value', '5.0');
    await user.click(save);
    await user.click(
      (await confirmation('Set the placement policy to 5.0 × the accepted CTC?')).getByRole(
        'button',
        { name: 'Save' },
      ),
    );
    await waitFor(() => expect(screen.getByText('Now: 5.0 × the accepted CTC.')).toBeTruthy());
    expect(backend.callsTo('/placement/v1/setPolicy').map((call) => call.body)).toEqual([
      { dreamOfferMultiple: 5 },
    ]);
  });

  it('turns it off again once confirmed', async () => {
    backend.store.placementPolicies.set(1, {
      dreamOfferMultiple: 1.5,
      changes: [{ dreamOfferMultiple: 1.5, at: Date.now(), byUserID: 1003 }],
    });
    await backend.signInAs(admin);
    renderWithApp(<PlacementPolicyCard />);
    const user = userEvent.setup();
    expect(await screen.findByText('Now: 1.5 × the accepted CTC.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /^Off/ }));
    await user.click(screen.getByRole('button', { name: 'Save policy' }));
    await user.click(
      (await confirmation('Turn the placement policy off?')).getByRole('button', { name: 'Save' }),
    );
    await waitFor(() => expect(screen.getByText('Now: off.')).toBeTruthy());
    expect(backend.callsTo('/placement/v1/setPolicy').map((call) => call.body)).toEqual([
      { dreamOfferMultiple: null },
    ]);
  });

  it('speaks Tamil', async () => {
    i18n.addResourceBundle('tn', 'translation', tn);
    await act(() => i18n.changeLanguage('tn'));
    await backend.signInAs(admin);
    renderWithApp(<PlacementPolicyCard />);
    expect(await screen.findByText('இப்போது: முடக்கப்பட்டுள்ளது.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'பணியமர்த்தல் கொள்கை' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'கொள்கையைச் சேமி' })).toBeTruthy();
  });
});
