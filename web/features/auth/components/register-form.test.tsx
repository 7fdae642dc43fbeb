import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render.tsx';
import { startStubBackend } from '../../../test/stub-backend.ts';
import { RegisterForm } from './register-form.tsx';

// The form loads its pick lists (institutes, states, languages) from the stub's seed.
let backend: ReturnType<typeof startStubBackend>;
beforeEach(() => {
  backend = startStubBackend();
});

/** Picks `option` of the list labelled `label`, once the list has it. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await screen.findByRole('option', { name: option });
  await user.selectOptions(screen.getByLabelText(label), option);
}

describe('RegisterForm (D12)', () => {
  it('explains the mobile number rule', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await userEvent.setup().type(screen.getByLabelText('Mobile number'), '5123456789');
    expect(
      await screen.findByText('Mobile number must be 10 digits starting with 6, 7, 8 or 9.'),
    ).toBeTruthy();
  });

  it('explains the password rule until a special character is added', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Campus2025');
    const rule =
      'Password must be 8 to 60 characters with a lowercase letter, an uppercase letter, a digit and one of !@#$%^&*.';
    expect(await screen.findByText(rule)).toBeTruthy();
    await user.type(screen.getByLabelText('Password'), '!');
    expect(screen.queryByText(rule)).toBeNull();
  });

  it('asks for every field on an empty submit', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    for (const message of [
      'Please enter your name.',
      'Please enter your email.',
      'Please enter your mobile number.',
      'Please enter a password.',
      'Please choose your institute.',
      'Please choose your class.',
      'Please choose your section.',
      'Please choose your state.',
      'Please choose a language.',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('moves focus to the first field in error and announces one summary on an empty submit', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full name')));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please correct the 9 fields marked below.',
    ]);
  });

  it('counts what is left when submitted again', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Priya Raman');
    await user.type(screen.getByLabelText('Email'), 'priya@example.com');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText('Mobile number')),
    );
    expect(screen.getByRole('alert').textContent).toBe('Please correct the 7 fields marked below.');
  });

  it('registers with the choices picked from the lists, each list opened by the one before', async () => {
    const onRegistered = vi.fn();
    renderWithApp(<RegisterForm onRegistered={onRegistered} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Priya Raman');
    await user.type(screen.getByLabelText('Email'), 'priya.raman@example.com');
    await user.type(screen.getByLabelText('Mobile number'), '9123456780');
    await user.type(screen.getByLabelText('Password'), 'Campus@2025');
    const classList = screen.getByLabelText('Class') as HTMLSelectElement;
    expect(classList.disabled).toBe(true);
    expect(classList.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Choose an institute first')).toBeTruthy();
    await pick(user, 'Institute', 'Deccan College of Engineering, Hyderabad');
    expect(classList.disabled).toBe(false);
    expect(screen.queryByText('Choose an institute first')).toBeNull();
    // The class and the section are emptied for the new institute, not yet the student's to fill.
    expect(screen.queryByText('Please choose your class.')).toBeNull();
    expect(screen.queryByText('Please choose your section.')).toBeNull();
    await pick(user, 'Class', 'MCA — Final year');
    await pick(user, 'Section', 'B');
    await pick(user, 'State', 'Telangana');
    await pick(user, 'Preferred language', 'Telugu');
    // A new institute empties the class and the section picked under the old one.
    await pick(user, 'Institute', 'Kaveri Institute of Technology, Chennai');
    expect(classList.value).toBe('');
    expect((screen.getByLabelText('Section') as HTMLSelectElement).disabled).toBe(true);
    await pick(user, 'Class', 'MCA — Final year');
    await pick(user, 'Section', 'A');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith('priya.raman@example.com'));
    expect(backend.callsTo('/user/v1/register').map((call) => call.body)).toEqual([
      {
        name: 'Priya Raman',
        email: 'priya.raman@example.com',
        mobile: '9123456780',
        password: 'Campus@2025',
        instituteID: 1,
        classID: 3,
        sectionID: 6,
        stateID: 24,
        languageID: 4,
      },
    ]);
  });

  it('draws no antd', async () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} />);
    await screen.findByRole('option', { name: 'Telugu' });
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });
});
