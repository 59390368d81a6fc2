import { AccountScreen } from "../account-screen"

export default function AdminAccountPage() {
  return <AccountScreen />
}
