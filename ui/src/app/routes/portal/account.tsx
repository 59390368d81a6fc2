import { AccountScreen } from "../account-screen"

export default function PortalAccountPage() {
  return <AccountScreen />
}
