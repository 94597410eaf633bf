import { simulatedLookup } from '../../../simulated-remote.js';
import { legalEntityRegistryUnavailable, type LegalEntity, type LegalEntityRegistry } from './port.js';

const entity = (
  organizationNumber: string,
  name: string,
  organizationForm: string,
  address: string,
  zip: string,
  city: string,
  vatRegistered = true,
): LegalEntity => ({
  organizationNumber,
  name,
  organizationForm,
  address,
  zip,
  city,
  countryCode: 'NO',
  vatRegistered,
});

/**
 * Entities the simulator knows: the demo companies (fictitious, as in the demo seed) and well-known
 * Norwegian entities with their public organisation numbers and business addresses, as
 * Enhetsregisteret shows them. Every number passes the MOD11 check.
 */
export const SIMULATED_LEGAL_ENTITIES: readonly LegalEntity[] = [
  entity('914778271', 'Fjordhandel AS', 'AS', 'Storgata 1', '0155', 'Oslo'),
  entity('931161377', 'Bølgen Bemanning AS', 'AS', 'Strandkaien 4', '5013', 'Bergen'),
  entity('931162748', 'Nordlys Konsult AS', 'AS', 'Storgata 90', '9008', 'Tromsø'),
  entity('931164112', 'Havbris Regnskap AS', 'AS', 'Kongens gate 12', '7011', 'Trondheim'),
  entity('923609016', 'Equinor ASA', 'ASA', 'Forusbeen 50', '4035', 'Stavanger'),
  entity('984851006', 'DNB Bank ASA', 'ASA', 'Dronning Eufemias gate 30', '0191', 'Oslo'),
  entity('982463718', 'Telenor ASA', 'ASA', 'Snarøyveien 30', '1360', 'Fornebu'),
  entity('974760673', 'Registerenheten i Brønnøysund', 'ORGL', 'Havnegata 48', '8900', 'Brønnøysund', false),
  entity('910747711', 'Orkla ASA', 'ASA', 'Drammensveien 149', '0277', 'Oslo'),
  entity('984661185', 'Posten Bring AS', 'AS', 'Biskop Gunnerus gate 14 A', '0185', 'Oslo'),
  entity('943753709', 'Kongsberg Gruppen ASA', 'ASA', 'Kirkegårdsveien 45', '3616', 'Kongsberg'),
  entity('986228608', 'Yara International ASA', 'ASA', 'Drammensveien 131', '0277', 'Oslo'),
  entity('933739384', 'Schibsted ASA', 'ASA', 'Akersgata 55', '0180', 'Oslo'),
  entity('976390512', 'Norsk rikskringkasting AS', 'AS', 'Bjørnstjerne Bjørnsons plass 1', '0340', 'Oslo'),
  entity('987059699', 'Statkraft AS', 'AS', 'Lilleakerveien 6', '0283', 'Oslo'),
  entity('964118191', 'Mowi ASA', 'ASA', 'Sandviksbodene 77 AB', '5035', 'Bergen'),
];

/** Looking this (valid) number up simulates the register being down. */
export const SIMULATED_REGISTRY_OUTAGE_NUMBER = '999999980';

/**
 * The default adapter: answers from SIMULATED_LEGAL_ENTITIES after a delay, like the remote
 * register — null for an unknown number, SERVICE_UNAVAILABLE for SIMULATED_REGISTRY_OUTAGE_NUMBER.
 */
export class SimulatedLegalEntityRegistry implements LegalEntityRegistry {
  constructor(
    private readonly delayMs = 150,
    private readonly entities: readonly LegalEntity[] = SIMULATED_LEGAL_ENTITIES,
  ) {}

  lookup(organizationNumber: string): Promise<LegalEntity | null> {
    const remote = {
      delayMs: this.delayMs,
      outageKey: SIMULATED_REGISTRY_OUTAGE_NUMBER,
      unavailable: legalEntityRegistryUnavailable,
    };
    return simulatedLookup(remote, this.entities, (entity) => entity.organizationNumber, organizationNumber);
  }
}
