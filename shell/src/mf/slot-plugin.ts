/**
 * Module Federation runtime plugin that resolves slots (composition per market): the
 * shell and the remotes ask for a slot's module (`'appointments/AppointmentBooking'`), and this
 * plugin rewrites the request to the provider the market's composition names for that slot
 * (`'engagement/AppointmentBooking'` on one market, `'viewing-request/AppointmentBooking'` on
 * another). Not the runtime's remote `alias`: one remote may fill several slots (mf-engagement
 * fills `engagement` and `appointments`), and a remote has only one alias.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { isSlotModule } from 'shared/remote';

/**
 * The federated module id of a request under a composition: `{slot}/{module}` becomes
 * `{provider}/{module}` when `slots` maps the slot to a provider and the module is one of the
 * slot's contract (shared/remote); any other id is kept.
 */
export function resolveSlotRequest(id: string, slots: Readonly<Record<string, string>>): string {
  const slash = id.indexOf('/');
  if (slash <= 0) return id;
  const slot = id.slice(0, slash);
  const provider = slots[slot];
  // A remote may be named like a slot that another remote fills on this market: the holiday
  // remote's own 'holiday/RentalUnit' (slot `rental`) stays its own, while 'holiday/RentalUnitPage'
  // goes to the market's holiday provider. An id resolved once is then left as it is.
  if (!provider || !isSlotModule(slot, id.slice(slash + 1))) return id;
  return `${provider}${id.slice(slash)}`;
}

/** The runtime plugin for a market's composition: slot name to provider (remote) name. */
export function slotPlugin(slots: Readonly<Record<string, string>>): ModuleFederationRuntimePlugin {
  return {
    name: 'agency-slot-plugin',
    beforeRequest(args) {
      return { ...args, id: resolveSlotRequest(args.id, slots) };
    },
  };
}
