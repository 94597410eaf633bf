import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import { simulateRemoteCall, type SimulatedRemote } from '../simulated-remote.js';
import {
  AccessPointRejection,
  accessPointUnavailable,
  type AccessPoint,
  type MessageState,
  type MessageStatus,
  type OutgoingDocument,
  type ParticipantId,
  type ParticipantLookup,
} from './port.js';

/**
 * What the simulated network does with a document to a receiver: delivers it; has it rejected by
 * the receiver's access point once sent; or never hears back from the receiver's access point (the
 * message stays SENT, so our polling gives up after its time limit).
 */
export type SimulatedBehaviour = 'delivers' | 'rejects' | 'silent';

export type SimulatedReceiver = {
  name: string;
  invoice: boolean;
  creditNote: boolean;
  behaviour: SimulatedBehaviour;
};

const both = (name: string, behaviour: SimulatedBehaviour = 'delivers'): SimulatedReceiver => ({
  name,
  invoice: true,
  creditNote: true,
  behaviour,
});

/** A receiver registered for invoices and credit notes (the demo's Bergen Bygg og Anlegg AS). */
export const SIMULATED_RECEIVER_BOTH = '910684035';
/** A receiver registered for invoices only (the demo's Sunnmøre Fisk AS): a credit note cannot go by EHF. */
export const SIMULATED_RECEIVER_INVOICE_ONLY = '945195681';
/** A receiver whose access point rejects what it is sent (once SENT, the message FAILS with the reason). */
export const SIMULATED_RECEIVER_REJECTS = '991000003';
/** A receiver whose access point never confirms: the message stays SENT until our polling gives up. */
export const SIMULATED_RECEIVER_SILENT = '992000007';
/** Every call about this (registered) receiver answers as an access point that is down. */
export const SIMULATED_ACCESS_POINT_OUTAGE = '993000000';
/** A company not in the network (the demo's Nordic Café Drift AS): every number not listed is not registered. */
export const SIMULATED_RECEIVER_NOT_REGISTERED = '988542148';

/**
 * The simulated Peppol directory, by organisation number (every number passes MOD11). The demo
 * companies and the well-known entities of the simulated company register take invoices and credit
 * notes; of the demo customers, Bergen Bygg og Anlegg, Trondheim Sykkelverksted and Lillehammer
 * Hotelldrift take both, Sunnmøre Fisk invoices only, and the rest (Nordic Café Drift, Tromsø
 * Turistsenter, Stavanger Eiendomsservice, Kristiansand Marina) are not registered; three
 * fictitious receivers show the failures. Every number not listed is not registered.
 */
export const SIMULATED_PEPPOL_DIRECTORY: Readonly<Record<string, SimulatedReceiver>> = {
  '914778271': both('Fjordhandel AS'),
  '931161377': both('Bølgen Bemanning AS'),
  '931162748': both('Nordlys Konsult AS'),
  '931164112': both('Havbris Regnskap AS'),
  '923609016': both('Equinor ASA'),
  '984851006': both('DNB Bank ASA'),
  '982463718': both('Telenor ASA'),
  '974760673': both('Registerenheten i Brønnøysund'),
  '910747711': both('Orkla ASA'),
  '987059699': both('Statkraft AS'),
  [SIMULATED_RECEIVER_BOTH]: both('Bergen Bygg og Anlegg AS'),
  '930443247': both('Trondheim Sykkelverksted AS'),
  '966946725': both('Lillehammer Hotelldrift AS'),
  [SIMULATED_RECEIVER_INVOICE_ONLY]: {
    name: 'Sunnmøre Fisk AS',
    invoice: true,
    creditNote: false,
    behaviour: 'delivers',
  },
  [SIMULATED_RECEIVER_REJECTS]: both('Avvisende Mottak AS', 'rejects'),
  [SIMULATED_RECEIVER_SILENT]: both('Stille Mottak AS', 'silent'),
  [SIMULATED_ACCESS_POINT_OUTAGE]: both('Nede Aksesspunkt AS'),
};

/** The access point's texts, in Norwegian as a Norwegian provider answers. */
export const SIMULATED_DETAILS = {
  PENDING: 'Mottatt av vårt aksesspunkt, venter på sending',
  SENT: 'Sendt til mottakers aksesspunkt (AS4), venter på kvittering',
  RECEIVED: 'Mottakers aksesspunkt har kvittert for mottak',
  DELIVERED: 'Levert til mottaker',
  REJECTED: 'Mottakers aksesspunkt avviste dokumentet: mottaker tar ikke imot dokumenter fra denne avsenderen',
} as const;

const MESSAGE_ID = /^SIM-(\d{9})-(\d+)-[0-9a-f]{8}$/;

/** The states a message goes through, in order, for each behaviour; the last one is kept. */
const PATHS: Record<SimulatedBehaviour, MessageState[]> = {
  delivers: ['PENDING', 'SENT', 'RECEIVED', 'DELIVERED'],
  rejects: ['PENDING', 'SENT', 'FAILED'],
  silent: ['PENDING', 'SENT'],
};

/**
 * The default adapter (ACCESS_POINT=simulator), behaving like the network: the directory above
 * answers the lookups; a document handed over is checked as an access point does (a receiver that
 * does not take its type is refused); and a message then moves one state every `stepMs` — pending,
 * sent, received, delivered — or fails or stays sent as its receiver's behaviour says. Every call
 * takes `delayMs`. The message id carries the receiver and the time of sending, so its state is a
 * function of the clock: it needs no storage, and every server process (and a restarted one)
 * answers the same for it.
 */
export class SimulatedAccessPoint implements AccessPoint {
  constructor(
    private readonly clock: Clock,
    private readonly options: { delayMs: number; stepMs: number },
    private readonly directory: Readonly<Record<string, SimulatedReceiver>> = SIMULATED_PEPPOL_DIRECTORY,
  ) {}

  private remote(): SimulatedRemote {
    return {
      delayMs: this.options.delayMs,
      outageKey: SIMULATED_ACCESS_POINT_OUTAGE,
      unavailable: accessPointUnavailable,
    };
  }

  private receiverOf(participantId: string): { number: string; receiver: SimulatedReceiver | undefined } {
    const number = /^0192:(\d{9})$/.exec(participantId)?.[1] ?? '';
    return { number, receiver: this.directory[number] };
  }

  async lookup(participantId: ParticipantId): Promise<ParticipantLookup> {
    const { number, receiver } = this.receiverOf(participantId);
    await simulateRemoteCall(this.remote(), number);
    return {
      registered: receiver !== undefined,
      documentTypes: { invoice: receiver?.invoice ?? false, creditNote: receiver?.creditNote ?? false },
    };
  }

  async send(document: OutgoingDocument): Promise<{ messageId: string }> {
    const { number, receiver } = this.receiverOf(document.receiver);
    await simulateRemoteCall(this.remote(), number);
    if (!/^0192:\d{9}$/.test(document.sender)) throw new AccessPointRejection(`ukjent avsender ${document.sender}`);
    if (!receiver) throw new AccessPointRejection(`mottaker ${document.receiver} finnes ikke i Peppol-nettverket`);
    if (!receiver[document.documentType])
      throw new AccessPointRejection(
        `mottaker ${document.receiver} tar ikke imot ${document.documentType === 'invoice' ? 'fakturaer' : 'kreditnotaer'}`,
      );
    const root = /<(?:\w+:)?(Invoice|CreditNote)[\s>]/.exec(document.documentXml)?.[1];
    if (root !== (document.documentType === 'invoice' ? 'Invoice' : 'CreditNote'))
      throw new AccessPointRejection(
        `dokumentet er ikke et ${document.documentType === 'invoice' ? 'Invoice' : 'CreditNote'}`,
      );
    const sentAt = this.clock.now().getTime();
    return { messageId: `SIM-${number}-${sentAt}-${randomUUID().slice(0, 8)}` };
  }

  async status(messageId: string): Promise<MessageStatus> {
    const match = MESSAGE_ID.exec(messageId);
    const receiver = match ? this.directory[match[1]!] : undefined;
    await simulateRemoteCall(this.remote(), match?.[1] ?? '');
    if (!match || !receiver) throw new AccessPointRejection(`ukjent melding ${messageId}`);
    const sentAt = Number(match[2]);
    const path = PATHS[receiver.behaviour];
    const elapsed = Math.max(0, this.clock.now().getTime() - sentAt);
    const step =
      this.options.stepMs > 0 ? Math.min(path.length - 1, Math.floor(elapsed / this.options.stepMs)) : path.length - 1;
    const state = path[step]!;
    return {
      state,
      detail: state === 'FAILED' ? SIMULATED_DETAILS.REJECTED : SIMULATED_DETAILS[state],
      at: new Date(sentAt + step * this.options.stepMs),
    };
  }
}
