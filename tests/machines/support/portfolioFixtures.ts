import type { Attachment } from '../../../src/api/schemas/attachment.schema';
import type { CompanyConnection } from '../../../src/api/schemas/companyConnection.schema';
import type { Member } from '../../../src/api/schemas/member.schema';
import type { PortfolioDetail } from '../../../src/api/schemas/portfolio.schema';
import type { PortfolioEventPage } from '../../../src/api/schemas/portfolioEvent.schema';
import { owner, portfolio } from './fixtures';

export const portfolioDetail: PortfolioDetail = {
  ...portfolio,
  subscription_status: 'active',
  member_count: 2,
  pending_invitation_count: 1,
  attachment_count: 3,
  allowed_actions: ['portfolio.read', 'portfolio.update', 'portfolio.delete', 'members.read', 'members.invite'],
};

export const renamedPortfolio: PortfolioDetail = { ...portfolioDetail, name: 'Roads, Bridges and Culverts', updated_at: '2024-07-01T00:00:00.000Z' };

const viewer = { id: '0d4a7c8e-2f61-4b39-8e5a-6c1f9b2d3e47', email: 'viewer@horizon.test', first_name: 'Vikram', last_name: 'Patel' };

export const adminMember: Member = {
  id: owner.id,
  status: 'active',
  email: owner.email,
  user: owner,
  permission: 'Admin',
  allow_inviting: true,
  is_owner: true,
  created_at: '2024-03-01T00:00:00.000Z',
  last_sent_at: null,
};

export const viewerMember: Member = {
  id: viewer.id,
  status: 'active',
  email: viewer.email,
  user: viewer,
  permission: 'Viewer',
  allow_inviting: false,
  is_owner: false,
  created_at: '2024-03-02T00:00:00.000Z',
  last_sent_at: null,
};

export const pendingMember: Member = {
  id: '9b2e4f6a-1c3d-4e5f-8a7b-6c5d4e3f2a1b',
  status: 'pending',
  email: 'sam.taylor@horizon.test',
  user: null,
  permission: 'Editor',
  allow_inviting: false,
  is_owner: false,
  created_at: '2024-03-05T00:00:00.000Z',
  last_sent_at: '2024-03-05T00:00:00.000Z',
};

export const members: Member[] = [adminMember, viewerMember, pendingMember];

const resource = (n: number, name: string): Attachment => ({
  id: `3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5${n}`,
  name,
  url: `https://docs.example/${n}`,
  description: '',
  position: n,
  created_by: owner,
  created_at: '2024-03-01T00:00:00.000Z',
  updated_at: '2024-03-01T00:00:00.000Z',
});

export const resources: Attachment[] = [resource(0, 'Asset Management Plan'), resource(1, 'Condition audit'), resource(2, 'Practice notes')];

export const eventPage: PortfolioEventPage = {
  contents: [
    {
      id: '6a7b8c9d-0e1f-4a2b-8c3d-4e5f6a7b8c9d',
      action: 'portfolio.created',
      actor: owner,
      subject_type: 'portfolio',
      subject_id: portfolio.id,
      subject_name: portfolio.name,
      details: {},
      created_at: '2024-03-01T00:00:00.000Z',
    },
  ],
  current_page: 1,
  page_size: 20,
  total_count: 41,
  total_pages: 3,
};

export const companyWithConnection: CompanyConnection = {
  id: 'c0ffee00-1234-4abc-8def-0123456789ab',
  name: 'Riverbend Regional Council',
  sso_connection: 'azure_ad',
  connection: {
    company_name: 'Riverbend Regional Council',
    client_id: 'riverbend-horizon',
    client_secret: '••••••••3f9a',
    secret_expiry_date: '2026-12-31T00:00:00Z',
    customer_email_domains: ['riverbend.nsw.gov.au'],
    server_domain: 'login.riverbend.nsw.gov.au',
  },
  updated_at: '2024-06-01T00:00:00.000Z',
};

export const companyWithoutConnection: CompanyConnection = { ...companyWithConnection, sso_connection: 'none', connection: null, updated_at: null };
