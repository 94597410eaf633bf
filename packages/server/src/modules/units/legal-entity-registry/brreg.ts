import { legalEntityRegistryUnavailable, type LegalEntity, type LegalEntityRegistry } from './port.js';

/**
 * Brønnøysundregistrene's open API for Enhetsregisteret: one entity per call, no credentials.
 * 404 answers an unknown number, 410 a deleted entity.
 */
export const BRREG_ENTITIES_URL = 'https://data.brreg.no/enhetsregisteret/api/enheter';

type Fetch = typeof fetch;

type Address = { adresse?: string[]; postnummer?: string; poststed?: string; landkode?: string };

/** The parts of the answer this adapter reads (the answer holds much more). */
export type BrregEntity = {
  organisasjonsnummer?: string;
  navn?: string;
  organisasjonsform?: { kode?: string };
  forretningsadresse?: Address;
  postadresse?: Address;
  registrertIMvaregisteret?: boolean;
  slettedato?: string;
};

export function legalEntityFromAnswer(organizationNumber: string, answer: BrregEntity): LegalEntity | null {
  if (!answer.navn || answer.slettedato) return null;
  const address = answer.forretningsadresse ?? answer.postadresse ?? {};
  const lines = (address.adresse ?? []).map((line) => line.trim()).filter(Boolean);
  return {
    organizationNumber: answer.organisasjonsnummer ?? organizationNumber,
    name: answer.navn,
    organizationForm: answer.organisasjonsform?.kode ?? null,
    address: lines.length > 0 ? lines.join(', ') : null,
    zip: address.postnummer ?? null,
    city: address.poststed ?? null,
    countryCode: address.landkode ?? 'NO',
    vatRegistered: answer.registrertIMvaregisteret === true,
  };
}

/** The real adapter (LEGAL_ENTITY_REGISTRY=brreg); this project's machines have no internet, so it is tested with a fake fetch. */
export class BrregLegalEntityRegistry implements LegalEntityRegistry {
  constructor(
    private readonly fetchImpl: Fetch = fetch,
    private readonly url: string = BRREG_ENTITIES_URL,
  ) {}

  async lookup(organizationNumber: string): Promise<LegalEntity | null> {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.url}/${encodeURIComponent(organizationNumber)}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw legalEntityRegistryUnavailable(error instanceof Error ? error.message : 'network error');
    }
    if (response.status === 404 || response.status === 410) return null;
    if (!response.ok) throw legalEntityRegistryUnavailable(`HTTP ${response.status}`);
    return legalEntityFromAnswer(organizationNumber, (await response.json()) as BrregEntity);
  }
}
