import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useClasses } from '../../../shared/api/lookups/get-classes.ts';
import { useInstitutes } from '../../../shared/api/lookups/get-institutes.ts';
import { useSections } from '../../../shared/api/lookups/get-sections.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { rememberStudentId, setLoading } from '../../../shared/session/session-store.ts';
import { ChoiceSelect } from '../../../shared/ui/choice-select.tsx';
import { FormErrorSummary } from '../../../shared/ui/form-error-summary.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { TextInput } from '../../../shared/ui/text-input.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { useLanguages } from '../api/get-languages.ts';
import { useStates } from '../api/get-states.ts';
import { useRegister } from '../api/register.ts';
import { registerEmail, registerMobile, registerName, registerPassword } from '../validation.ts';
import { SubmitButton } from './form-actions.tsx';

type Choice = number | undefined;
const chosen = (key: string) => (value: Choice) => (value === undefined ? key : undefined);

/** D12 student registration; `onRegistered` gets the email so /login can prefill it. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const form = useFormFields(
    {
      name: '',
      email: '',
      mobile: '',
      password: '',
      instituteID: undefined as Choice,
      classID: undefined as Choice,
      sectionID: undefined as Choice,
      stateID: undefined as Choice,
      languageID: undefined as Choice,
    },
    {
      name: registerName,
      email: registerEmail,
      mobile: registerMobile,
      password: registerPassword,
      instituteID: chosen('auth.register.institute.required'),
      classID: chosen('auth.register.class.required'),
      sectionID: chosen('auth.register.section.required'),
      stateID: chosen('auth.register.state.required'),
      languageID: chosen('auth.register.language.required'),
    },
  );
  const { values } = form;
  const institutes = useInstitutes();
  const classes = useClasses(values.instituteID);
  const sections = useSections(values.instituteID, values.classID);
  const states = useStates();
  const languages = useLanguages();
  const registration = useRegister();

  const registerWith = async (entered: typeof values) => {
    const { instituteID, classID, sectionID, stateID, languageID } = entered;
    // The checks passed, so every choice is made; this narrows the types for the request.
    if (!instituteID || !classID || !sectionID || !stateID || !languageID) return;
    setLoading(true);
    try {
      const answer = await registration.mutateAsync({
        name: entered.name.trim(),
        email: entered.email.trim(),
        mobile: entered.mobile.trim(),
        password: entered.password,
        instituteID,
        classID,
        sectionID,
        stateID,
        languageID,
      });
      rememberStudentId(answer.body.body.id);
      toast.success(t('auth.register.success'));
      onRegistered(entered.email.trim());
    } catch (error) {
      toast.error(errorMessage(error, t));
    } finally {
      setLoading(false);
    }
  };

  // What a pick list says until a choice is made: that its items are on their way, or to choose.
  const placeholder = (loading: boolean) => t(loading ? 'common.loading' : 'auth.register.choose');
  return (
    <form className="register-form" onSubmit={form.submit(registerWith)} noValidate>
      <FormErrorSummary failure={form.failure} />
      <FormField label={t('auth.register.name.label')} error={form.error('name')}>
        {(control) => <TextInput {...control} autoComplete="name" {...form.text('name')} />}
      </FormField>
      <div className="form-pair">
        <FormField label={t('auth.register.email.label')} error={form.error('email')}>
          {(control) => (
            <TextInput
              {...control}
              type="email"
              autoComplete="email"
              inputMode="email"
              {...form.text('email')}
            />
          )}
        </FormField>
        <FormField label={t('auth.register.mobile.label')} error={form.error('mobile')}>
          {(control) => (
            <TextInput
              {...control}
              type="tel"
              autoComplete="tel-national"
              inputMode="numeric"
              maxLength={10}
              {...form.text('mobile')}
            />
          )}
        </FormField>
      </div>
      <FormField label={t('auth.register.password.label')} error={form.error('password')}>
        {(control) => (
          <PasswordInput {...control} autoComplete="new-password" {...form.text('password')} />
        )}
      </FormField>
      <FormField label={t('auth.register.institute.label')} error={form.error('instituteID')}>
        {(control) => (
          <ChoiceSelect
            control={control}
            items={institutes.data?.body}
            placeholder={placeholder(institutes.isLoading)}
            value={values.instituteID}
            onChange={(id) => {
              form.set('instituteID', id);
              form.clear('classID', undefined);
              form.clear('sectionID', undefined);
            }}
          />
        )}
      </FormField>
      <div className="form-pair">
        <FormField
          label={t('auth.register.class.label')}
          // Why the list is closed, under it, where a long Tamil line can wrap.
          hint={
            values.instituteID === undefined ? t('auth.register.class.pickInstitute') : undefined
          }
          error={form.error('classID')}
        >
          {(control) => (
            <ChoiceSelect
              control={control}
              items={classes.data?.body}
              disabled={values.instituteID === undefined}
              placeholder={placeholder(classes.isFetching)}
              value={values.classID}
              onChange={(id) => {
                form.set('classID', id);
                form.clear('sectionID', undefined);
              }}
            />
          )}
        </FormField>
        <FormField
          label={t('auth.register.section.label')}
          hint={values.classID === undefined ? t('auth.register.section.pickClass') : undefined}
          error={form.error('sectionID')}
        >
          {(control) => (
            <ChoiceSelect
              control={control}
              items={sections.data?.body}
              disabled={values.classID === undefined}
              placeholder={placeholder(sections.isFetching)}
              value={values.sectionID}
              onChange={(id) => form.set('sectionID', id)}
            />
          )}
        </FormField>
      </div>
      <div className="form-pair">
        <FormField label={t('auth.register.state.label')} error={form.error('stateID')}>
          {(control) => (
            <ChoiceSelect
              control={control}
              items={states.data?.body}
              placeholder={placeholder(states.isLoading)}
              value={values.stateID}
              onChange={(id) => form.set('stateID', id)}
            />
          )}
        </FormField>
        <FormField label={t('auth.register.language.label')} error={form.error('languageID')}>
          {(control) => (
            <ChoiceSelect
              control={control}
              items={languages.data?.body}
              placeholder={placeholder(languages.isLoading)}
              value={values.languageID}
              onChange={(id) => form.set('languageID', id)}
            />
          )}
        </FormField>
      </div>
      <SubmitButton loading={registration.isPending}>{t('auth.register.submit')}</SubmitButton>
      <p className="auth-footer">
        {t('auth.register.haveAccount')} <Link to={paths.login}>{t('auth.register.login')}</Link>
      </p>
    </form>
  );
}
