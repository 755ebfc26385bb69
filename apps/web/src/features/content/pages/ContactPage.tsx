import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactBody, contactBody } from '@roamstead/contract';
import { CONTACT_TOPICS, SITE_CONTACT } from '@roamstead/contract/constants';
import { Building2, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { publicClient, request } from '../../../api/http';
import { useTranslation } from '../../../i18n';
import { SelectField, TextAreaField } from '../../../ui/FormFields';
import { FormShell } from '../../../ui/FormShell';
import { TextField } from '../../../ui/TextField';
import { Page } from '../Page';

export default function ContactPage() {
  const { t } = useTranslation();
  const form = useForm<z.input<typeof contactBody>, unknown, ContactBody>({
    resolver: zodResolver(contactBody),
    defaultValues: { name: '', email: '', message: '' },
  });
  return (
    <Page title={t('company.contact.title')} lead={t('company.contact.lead')}>
      <div className="grid gap-10 lg:grid-cols-3">
        <section className="lg:col-span-2" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-bold">
            {t('company.contact.formTitle')}
          </h2>
          <FormShell
            form={form}
            send={(body) => request<{ reference: string }>(publicClient.post('/contact', body))}
            submitLabel={t('company.contact.submit')}
            sentMessage={t('company.contact.received')}
            className="mt-5"
          >
            {(field) => (
              <>
                <TextField label={t('company.contact.name')} autoComplete="name" {...field('name')} />
                <TextField label={t('company.contact.email')} type="email" autoComplete="email" {...field('email')} />
                <SelectField
                  className="sm:col-span-2"
                  label={t('company.contact.topic')}
                  placeholder={t('company.contact.chooseTopic')}
                  options={CONTACT_TOPICS.map((value) => ({ value, label: t(`company.contact.topics.${value}`) }))}
                  {...field('topic')}
                />
                <TextAreaField className="sm:col-span-2" label={t('company.contact.message')} {...field('message')} />
              </>
            )}
          </FormShell>
        </section>
        <aside className="space-y-4">
          <Channel icon={<Phone className="size-5" />} title={t('company.contact.phoneTitle')}>
            <a
              href={`tel:${SITE_CONTACT.supportPhone.replace(/\s/g, '')}`}
              dir="ltr"
              className="font-semibold hover:underline"
            >
              {SITE_CONTACT.supportPhone}
            </a>
            <p className="text-xs text-muted">{t('site.footer.supportHours')}</p>
          </Channel>
          <Channel icon={<Mail className="size-5" />} title={t('company.contact.emailTitle')}>
            <a href={`mailto:${SITE_CONTACT.supportEmail}`} className="font-semibold hover:underline">
              {SITE_CONTACT.supportEmail}
            </a>
          </Channel>
          <Channel icon={<Building2 className="size-5" />} title={t('company.contact.officeTitle')}>
            <address className="not-italic">{SITE_CONTACT.address}</address>
          </Channel>
        </aside>
      </div>
    </Page>
  );
}

function Channel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="flex gap-3 rounded-card bg-canvas p-5 text-sm">
      <span className="text-brand-600" aria-hidden="true">
        {icon}
      </span>
      <div>
        <h2 className="font-semibold">{title}</h2>
        {children}
      </div>
    </section>
  );
}
