// The /contact-support message form: first name, last name, email, category and message. The
// same check as the server runs first; the server's answer (or its message) is shown in place.
import { useEffect, useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { checkContactMessage, CONTACT_CATEGORIES, CONTACT_LIMITS, type ContactMessageInput } from '../../../../domain/contact.ts';
import type { ContactMessageDto } from '../../../../domain/contact-dto.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { buttonVariants } from '../../../components/ui/button-variants.ts';
import { sendContactMessage } from '../api/send-contact-message.ts';

type Field = keyof ContactMessageInput;
const EMPTY = { firstName: '', lastName: '', email: '', category: '', message: '' };

export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [fieldError, setFieldError] = useState<{ field: Field; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<ContactMessageDto | null>(null);
  const [ready, setReady] = useState(false); // the pre-rendered form sends nothing until it is live

  // "Contact Sales" on /pricing links here with ?category=sales (read after hydration, so the
  // pre-rendered form and the first render agree).
  useEffect(() => {
    setReady(true);
    const category = new URLSearchParams(window.location.search).get('category');
    if (CONTACT_CATEGORIES.some((c) => c.value === category)) setValues((v) => ({ ...v, category: category! }));
  }, []);

  const set = (field: Field) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }));
    if (fieldError?.field === field) setFieldError(null);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setFormError(null);
    const checked = checkContactMessage(values);
    if (!checked.ok) {
      setFieldError({ field: checked.field, message: checked.message });
      document.getElementById(`${id}-${checked.field}`)?.focus();
      return;
    }
    setSending(true);
    try {
      setSent(await sendContactMessage(checked.value));
      setValues(EMPTY);
    } catch (err) {
      if (err instanceof ApiError && err.field && err.field in EMPTY) setFieldError({ field: err.field as Field, message: err.message });
      else
        setFormError(err instanceof ApiError ? err.message : 'Your message could not be sent. Please check your connection and try again.');
    } finally {
      setSending(false);
    }
  };

  if (sent) return <Sent sent={sent} onAgain={() => setSent(null)} />;

  const control = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: set(field),
    'aria-invalid': fieldError?.field === field || undefined,
    'aria-describedby': fieldError?.field === field ? `${id}-${field}-error` : undefined,
  });
  const error = (field: Field) =>
    fieldError?.field === field ? (
      <p id={`${id}-${field}-error`} className="text-sm text-destructive">
        {fieldError.message}
      </p>
    ) : null;

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={formError ? `${id}-form-error` : undefined}>
      {formError && (
        <p
          id={`${id}-form-error`}
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive"
        >
          {formError}
        </p>
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-firstName`}>First name</Label>
          <Input {...control('firstName')} autoComplete="given-name" maxLength={CONTACT_LIMITS.name} required />
          {error('firstName')}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-lastName`}>Last name</Label>
          <Input {...control('lastName')} autoComplete="family-name" maxLength={CONTACT_LIMITS.name} required />
          {error('lastName')}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input {...control('email')} type="email" autoComplete="email" maxLength={CONTACT_LIMITS.email} required />
        {error('email')}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <CategorySelect {...control('category')} />
        {error('category')}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea {...control('message')} rows={6} maxLength={CONTACT_LIMITS.message} required />
        {error('message')}
      </div>
      <SendButton live={ready} sending={sending} />
    </form>
  );
}

/** The message went: its reference, focused so that a screen reader says so, and a way to write again. */
function Sent({ sent, onAgain }: { sent: ContactMessageDto; onAgain: () => void }) {
  const confirmation = useRef<HTMLDivElement>(null);
  useEffect(() => confirmation.current?.focus(), []);
  return (
    <div ref={confirmation} tabIndex={-1} role="status" className="rounded-xl border border-success/40 bg-success/5 p-6 outline-none">
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
        <div>
          <h3 className="text-lg font-semibold">Thank you! Your message has been sent.</h3>
          <p className="mt-1 text-muted-foreground">
            Our support team will reply by email within 24 hours. Your reference is{' '}
            <strong className="text-foreground">{sent.reference}</strong>.
          </p>
          <button type="button" className={`${buttonVariants({ variant: 'outline' })} mt-4`} onClick={onAgain}>
            Send another message
          </button>
        </div>
      </div>
    </div>
  );
}

/** A native select: the public page loads no select machinery. */
function CategorySelect(control: ComponentProps<'select'>) {
  return (
    <select
      {...control}
      required
      className="h-9 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs aria-invalid:border-destructive md:text-sm"
    >
      <option value="" disabled>
        Choose a category
      </option>
      {CONTACT_CATEGORIES.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** Live once the page is (the pre-rendered form sends nothing before), busy while sending. */
function SendButton({ live, sending }: { live: boolean; sending: boolean }) {
  return (
    <button type="submit" className={`${buttonVariants({ size: 'lg' })} w-full sm:w-auto`} disabled={!live || sending} aria-busy={sending}>
      {sending ? 'Sending...' : 'Send Message'}
    </button>
  );
}
