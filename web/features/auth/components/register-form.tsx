import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/error-message.ts';
import { useClasses } from '../../../shared/api/lookups/get-classes.ts';
import { useInstitutes } from '../../../shared/api/lookups/get-institutes.ts';
import { useSections } from '../../../shared/api/lookups/get-sections.ts';
import { paths } from '../../../shared/routing/paths.ts';
import { rememberStudentId, setLoading } from '../../../shared/session/session-store.ts';
import { Input, Select } from '../../../shared/ui/antd.ts';
import { FormErrorSummary } from '../../../shared/ui/form-error-summary.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { PasswordInput } from '../../../shared/ui/password-input.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useFormFields } from '../../../shared/ui/use-form-fields.ts';
import { useLanguages } from '../api/get-languages.ts';
import { useStates } from '../api/get-states.ts';
import { useRegister } from '../api/register.ts';
import { registerEmail, registerMobile, registerName, registerPassword } from '../validation.ts';
import { SubmitButton } from './form-actions.tsx';

type Choice = number | undefined;
type Option = { id: number; name: string };

const options = (items: Option[] | undefined) =>
  (items ?? []).map((item) => ({ value: item.id, label: item.name }));
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

  // The router puts /register inside AntdRoot, whose QuietIcons keep the selects' arrows quiet.
  return (
    <form className="register-form" onSubmit={form.submit(registerWith)} noValidate>
      <FormErrorSummary failure={form.failure} />
      <FormField label={t('auth.register.name.label')} error={form.error('name')}>
        {(control) => <Input {...control} autoComplete="name" {...form.text('name')} />}
      </FormField>
      <div className="form-pair">
        <FormField label={t('auth.register.email.label')} error={form.error('email')}>
          {(control) => (
            <Input
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
            <Input
              {...control}
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
          <Select
            {...control}
            options={options(institutes.data?.body)}
            loading={institutes.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            value={values.instituteID}
            onChange={(id: number) => {
              form.set('instituteID', id);
              form.set('classID', undefined);
              form.set('sectionID', undefined);
            }}
          />
        )}
      </FormField>
      <div className="form-pair">
        <FormField label={t('auth.register.class.label')} error={form.error('classID')}>
          {(control) => (
            <Select
              {...control}
              options={options(classes.data?.body)}
              loading={classes.isFetching}
              disabled={values.instituteID === undefined}
              placeholder={
                values.instituteID === undefined && t('auth.register.class.pickInstitute')
              }
              value={values.classID}
              onChange={(id: number) => {
                form.set('classID', id);
                form.set('sectionID', undefined);
              }}
            />
          )}
        </FormField>
        <FormField label={t('auth.register.section.label')} error={form.error('sectionID')}>
          {(control) => (
            <Select
              {...control}
              options={options(sections.data?.body)}
              loading={sections.isFetching}
              disabled={values.classID === undefined}
              placeholder={values.classID === undefined && t('auth.register.section.pickClass')}
              value={values.sectionID}
              onChange={(id: number) => form.set('sectionID', id)}
            />
          )}
        </FormField>
      </div>
      <div className="form-pair">
        <FormField label={t('auth.register.state.label')} error={form.error('stateID')}>
          {(control) => (
            <Select
              {...control}
              options={options(states.data?.body)}
              loading={states.isLoading}
              showSearch={{ optionFilterProp: 'label' }}
              value={values.stateID}
              onChange={(id: number) => form.set('stateID', id)}
            />
          )}
        </FormField>
        <FormField label={t('auth.register.language.label')} error={form.error('languageID')}>
          {(control) => (
            <Select
              {...control}
              options={options(languages.data?.body)}
              loading={languages.isLoading}
              value={values.languageID}
              onChange={(id: number) => form.set('languageID', id)}
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
