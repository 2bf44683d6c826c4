import type { TWipeVerification } from '#core/contracts/engineer.ts';
import type { TDb } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { readCompanyProfile } from '../company/company.repository.ts';
import type { TFilesService } from '../files/files.service.ts';
import { renderErasureCertificate } from './erasure-certificate.ts';
import { findCertificate, findInspectionPhotos } from './inspection.repository.ts';

const noCertificate = () =>
  new AppError(
    'NOT_FOUND',
    'engineerConsole.errors.noCertificate',
    'No data-erasure certificate for this request',
  );

/** The verify page's address: the QR code on the certificate holds it. */
export const verifyUrl = (publicUrl: string, token: string) => `${publicUrl}/verify/wipe/${token}`;

/** Data-erasure certificates (PDF for staff and the customer, public facts for the verify page). */
export function createCertificatesService(deps: { db: TDb; publicUrl: string; files: TFilesService }) {
  const { db } = deps;

  async function pdfFor(found: NonNullable<Awaited<ReturnType<typeof findCertificate>>>) {
    const company = await readCompanyProfile(db);
    return renderErasureCertificate({
      number: found.number,
      reference: found.reference,
      device: found.device,
      imei: found.imei,
      method: found.method,
      wipedAt: found.wipedAt,
      engineer: found.engineer,
      issuer: { th: company.legalNameTh, en: company.legalNameEn },
      verifyUrl: verifyUrl(deps.publicUrl, found.token),
    });
  }

  return {
    /** The PDF by reference (staff, or the customer after the tracking check). */
    async certificate(reference: string) {
      const found = await findCertificate(db, { reference });
      if (!found) throw noCertificate();
      return { data: await pdfFor(found), number: found.number };
    },

    async verify(token: string): Promise<TWipeVerification> {
      const found = await findCertificate(db, { token });
      if (!found) throw noCertificate();
      const company = await readCompanyProfile(db);
      return {
        certificateNumber: found.number,
        device: found.device,
        imeiLast4: found.imei.slice(-4),
        method: found.method,
        wipedAt: found.wipedAt.toISOString(),
        issuer: company.legalNameEn,
      };
    },

    /** An evidence photo of the request's inspection (its id is the customer's capability). */
    async evidencePhoto(reference: string, photoId: string) {
      const ids = await findInspectionPhotos(db, reference);
      if (!ids.includes(photoId)) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such photo');
      const file = await deps.files.readById(photoId);
      if (!file) throw new AppError('NOT_FOUND', 'errors.notFound', 'No such photo');
      return file;
    },
  };
}

export type TCertificatesService = ReturnType<typeof createCertificatesService>;
