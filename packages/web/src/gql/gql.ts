/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n    }\n  }\n": typeof types.AcceptInvitationDocument,
    "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n": typeof types.CurrentUserUnitsDocument,
    "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n": typeof types.UpdateCurrentUserLocaleDocument,
    "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": typeof types.RequestAccessUnitSearchDocument,
    "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n": typeof types.RequestAccessToUnitDocument,
    "\n  query AltinnUsers {\n    altinnUsers {\n      userId\n      name\n      role\n      hasAltinnLogin\n      altinnPinMethod\n    }\n  }\n": typeof types.AltinnUsersDocument,
    "\n  query MyAltinnLogin {\n    unitUserSetting {\n      ...UnitUserSettingFields\n    }\n  }\n": typeof types.MyAltinnLoginDocument,
    "\n  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {\n    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        description\n        carType\n        fuel\n        modelYear\n        purchasedDate\n        purchasedPrice\n        norwegianListPriceAsNew\n        seats\n        soldDate\n        soldPrice\n        enableVat\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n": typeof types.CarsDocument,
    "\n  mutation CreateCar($input: CarInput!) {\n    createCar(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCarDocument,
    "\n  mutation UpdateCar($id: ID!, $input: CarInput!) {\n    updateCar(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCarDocument,
    "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCarDocument,
    "\n  query GovernmentCarSearch($registrationNumber: String!) {\n    governmentCarSearch(registrationNumber: $registrationNumber) {\n      registrationNumber\n      make\n      model\n      modelYear\n      fuel\n      carType\n      seats\n      norwegianListPriceAsNew\n    }\n  }\n": typeof types.GovernmentCarSearchDocument,
    "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n": typeof types.AccessRequestsDocument,
    "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n": typeof types.UnitMembersDocument,
    "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n": typeof types.ApproveAccessRequestDocument,
    "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": typeof types.DeclineAccessRequestDocument,
    "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n": typeof types.AccessRequestsChangedDocument,
    "\n  fragment CompanyDetailsFields on Unit {\n    id\n    name\n    unofficialName\n    organizationNumber\n    address\n    zip\n    city\n    countryCode\n    mobile\n    phone\n    website\n    email\n    locale\n    openedDate\n    closedDate\n    vatRegulation\n  }\n": typeof types.CompanyDetailsFieldsFragmentDoc,
    "\n  query CompanyDetails {\n    currentUnit {\n      ...CompanyDetailsFields\n    }\n  }\n": typeof types.CompanyDetailsDocument,
    "\n  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {\n    updateCurrentUnit(input: $input) {\n      ...CompanyDetailsFields\n    }\n  }\n": typeof types.UpdateCurrentUnitDocument,
    "\n  query SettingsCountries {\n    allCountries {\n      code\n      name\n    }\n  }\n": typeof types.SettingsCountriesDocument,
    "\n  query UnitInvoiceSetting {\n    unitInvoiceSetting {\n      ...InvoiceSettingFields\n    }\n  }\n": typeof types.UnitInvoiceSettingDocument,
    "\n  fragment InvoiceSettingFields on UnitInvoiceSetting {\n    bban\n    iban\n    swift\n    currencyCode\n    customNote\n    customerCountry\n    customerCreditDays\n    defaultProductUnitOfMeasureCode\n    displaySettings {\n      showCar\n      showProject\n      showDepartment\n      showOrderedQuantity\n      showLineTaxAmount\n      showTaxAmount\n      showLineAllowance\n      showLineCharge\n      showInvoiceAllowance\n      showInvoiceCharge\n    }\n    exports\n    invoiceEmailCopy\n    usesKid\n    kidLength\n    kidModDigit\n    legalNotes\n    overdueNoticeCharge\n    usesOverdueNotices\n    paymentMethods\n    productGroups\n    startingInvoiceNumber\n    startingOrderNumber\n    supplierPartyReferenceSetting\n    taxInclusiveAmountRounding\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n": typeof types.InvoiceSettingFieldsFragmentDoc,
    "\n  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {\n    saveUnitInvoiceSetting(input: $input) {\n      ...InvoiceSettingFields\n    }\n  }\n": typeof types.SaveUnitInvoiceSettingDocument,
    "\n  query UnitSetting {\n    unitSetting {\n      ...UnitSettingFields\n    }\n  }\n": typeof types.UnitSettingDocument,
    "\n  fragment UnitSettingFields on UnitSetting {\n    companyNameOption\n    logo {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    oldLogos {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n": typeof types.UnitSettingFieldsFragmentDoc,
    "\n  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {\n    saveUnitSetting(input: $input) {\n      ...UnitSettingFields\n    }\n  }\n": typeof types.SaveUnitSettingDocument,
    "\n  query UnitInvitations {\n    unitInvitations {\n      id\n      email\n      role\n      createdAt\n      expiresAt\n      expired\n      invitedBy\n    }\n  }\n": typeof types.UnitInvitationsDocument,
    "\n  mutation InviteMember($email: String!, $role: Role!) {\n    inviteMember(email: $email, role: $role) {\n      id\n      email\n      role\n    }\n  }\n": typeof types.InviteMemberDocument,
    "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id) {\n      id\n    }\n  }\n": typeof types.CancelInvitationDocument,
    "\n  mutation UpdateMembershipRole($userId: ID!, $role: Role!) {\n    updateMembershipRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": typeof types.UpdateMembershipRoleDocument,
    "\n  mutation RemoveMembership($userId: ID!) {\n    removeMembership(userId: $userId) {\n      id\n    }\n  }\n": typeof types.RemoveMembershipDocument,
    "\n  query Customers(\n    $limit: Int\n    $offset: Int\n    $orderBy: CustomerOrderBy\n    $orderDirection: OrderDirection\n    $filters: CustomerFilters\n  ) {\n    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        unofficialName\n        nameOption\n        displayName\n        isCompany\n        organizationNumber\n        customEmail\n        customPhone\n        invoiceDeliveryMethod\n        creditDays\n      }\n    }\n  }\n": typeof types.CustomersDocument,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      id\n      isCompany\n      name\n      unofficialName\n      nameOption\n      organizationNumber\n      reference\n      customPhone\n      customEmail\n      invoiceDeliveryMethod\n      creditDays\n      ownerId\n      deliveryLocations {\n        id\n        address\n        additionalAddress\n        zip\n        city\n        countryCode\n      }\n      customerContacts {\n        id\n        firstName\n        lastName\n        phone\n        email\n        jobTitle\n        comment\n      }\n    }\n  }\n": typeof types.CustomerDocument,
    "\n  query CustomerFormOptions {\n    customerOwners {\n      id\n      name\n    }\n    allCountries {\n      code\n      name\n    }\n    unitInvoiceSetting {\n      customerCreditDays\n      customerCountry\n    }\n  }\n": typeof types.CustomerFormOptionsDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateCustomerDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteCustomerDocument,
    "\n  query UserCompanies {\n    currentUserUnits {\n      id\n      isCompany\n    }\n  }\n": typeof types.UserCompaniesDocument,
    "\n  query LegalEntityLookup($organizationNumber: String!) {\n    legalEntityLookup(organizationNumber: $organizationNumber) {\n      organizationNumber\n      name\n      address\n      zip\n      city\n    }\n  }\n": typeof types.LegalEntityLookupDocument,
    "\n  mutation CreateCompany($input: CreateUnitInput!) {\n    createUnit(input: $input) {\n      id\n      name\n    }\n  }\n": typeof types.CreateCompanyDocument,
    "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": typeof types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteDepartmentDocument,
    "\n  fragment DimensionChoices on Query {\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    cars(limit: 500) {\n      items {\n        id\n        name\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n": typeof types.DimensionChoicesFragmentDoc,
    "\n  query EmployeeTaxCards($employeeId: ID!) {\n    employeeTaxCards(employeeId: $employeeId) {\n      id\n      calendarYear\n      taxDeductionMethod\n      taxTable\n      taxPercentage\n      taxExemption\n      taxExemptionAmountLimit\n      fetchedAt\n      file {\n        signedBlobId\n        fileName\n        url\n      }\n    }\n  }\n": typeof types.EmployeeTaxCardsDocument,
    "\n  mutation CreateEmployeeTaxCard($employeeId: ID!, $input: EmployeeTaxCardInput!) {\n    createEmployeeTaxCard(employeeId: $employeeId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateEmployeeTaxCardDocument,
    "\n  mutation UpdateEmployeeTaxCard($id: ID!, $input: EmployeeTaxCardInput!) {\n    updateEmployeeTaxCard(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateEmployeeTaxCardDocument,
    "\n  mutation DeleteEmployeeTaxCard($id: ID!) {\n    deleteEmployeeTaxCard(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteEmployeeTaxCardDocument,
    "\n  mutation FetchEmployeeTaxCard($employeeId: ID!, $calendarYear: Int!) {\n    fetchEmployeeTaxCard(employeeId: $employeeId, calendarYear: $calendarYear) {\n      id\n      calendarYear\n    }\n  }\n": typeof types.FetchEmployeeTaxCardDocument,
    "\n  query Employees(\n    $limit: Int\n    $offset: Int\n    $orderBy: EmployeeOrderBy\n    $orderDirection: OrderDirection\n    $filters: EmployeeFilters\n  ) {\n    employees(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        birthDate\n        socialSecurityNumber\n        temporarySocialSecurityNumber\n        status\n      }\n    }\n  }\n": typeof types.EmployeesDocument,
    "\n  query Employee($id: ID!) {\n    employee(id: $id) {\n      id\n      firstName\n      lastName\n      name\n      email\n      address\n      zip\n      city\n      postbox\n      postboxZip\n      postboxCity\n      countryCode\n      phone\n      phoneCountry\n      birthDate\n      birthDateMismatchReason\n      bban\n      iban\n      swift\n      vacationMoneyPercentage\n      creditDays\n      socialSecurityNumber\n      temporarySocialSecurityNumber\n      status\n    }\n  }\n": typeof types.EmployeeDocument,
    "\n  query EmployeeFormOptions {\n    allCountries {\n      code\n      name\n      phoneCode\n    }\n    unitPaycheckSetting {\n      defaultVacationMoneyPercentage\n      defaultCreditDays\n    }\n  }\n": typeof types.EmployeeFormOptionsDocument,
    "\n  query EmployeeSearch($ssn: String, $tssn: String, $email: String, $phone: String) {\n    employeeSearch(ssn: $ssn, tssn: $tssn, email: $email, phone: $phone) {\n      id\n      name\n    }\n  }\n": typeof types.EmployeeSearchDocument,
    "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateEmployeeDocument,
    "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteEmployeeDocument,
    "\n  query InvoicePdfInfo($id: ID!, $maxDate: Date) {\n    invoice(id: $id) {\n      id\n      kind\n      number\n      pdfTypes(maxDate: $maxDate)\n    }\n  }\n": typeof types.InvoicePdfInfoDocument,
    "\n  fragment MunicipalityRowFields on Municipality {\n    number\n    name\n    countyNumber\n    countyName\n    employerTaxZones {\n      zone\n      comment\n    }\n    details {\n      id\n      bban\n      organizationNumber\n      organizationName\n      contactName\n      contactPhone\n      contactEmail\n      address\n      zip\n      city\n    }\n  }\n": typeof types.MunicipalityRowFieldsFragmentDoc,
    "\n  query Municipalities(\n    $limit: Int\n    $offset: Int\n    $orderBy: MunicipalityOrderBy\n    $orderDirection: OrderDirection\n    $filters: MunicipalityFilters\n  ) {\n    municipalities(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        ...MunicipalityRowFields\n      }\n    }\n  }\n": typeof types.MunicipalitiesDocument,
    "\n  query MunicipalitySearch($term: String!, $limit: Int) {\n    municipalitySearch(term: $term, limit: $limit) {\n      number\n      name\n      countyName\n      employerTaxZones {\n        zone\n      }\n    }\n  }\n": typeof types.MunicipalitySearchDocument,
    "\n  query Municipality($number: String!) {\n    municipality(number: $number) {\n      number\n      name\n    }\n  }\n": typeof types.MunicipalityDocument,
    "\n  mutation SaveMunicipalityDetails($number: String!, $input: MunicipalityDetailsInput!) {\n    saveMunicipalityDetails(number: $number, input: $input) {\n      ...MunicipalityRowFields\n    }\n  }\n": typeof types.SaveMunicipalityDetailsDocument,
    "\n  mutation DeleteMunicipalityDetails($number: String!) {\n    deleteMunicipalityDetails(number: $number) {\n      ...MunicipalityRowFields\n    }\n  }\n": typeof types.DeleteMunicipalityDetailsDocument,
    "\n  query Occupations(\n    $limit: Int\n    $offset: Int\n    $orderBy: OccupationOrderBy\n    $orderDirection: OrderDirection\n    $filters: OccupationFilters\n  ) {\n    occupations(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        code\n        name\n        shortName\n        validFrom\n        validTo\n      }\n    }\n  }\n": typeof types.OccupationsDocument,
    "\n  query OccupationSearch($term: String!, $limit: Int) {\n    occupationSearch(term: $term, limit: $limit) {\n      code\n      name\n      validTo\n    }\n  }\n": typeof types.OccupationSearchDocument,
    "\n  query Occupation($code: String!) {\n    occupation(code: $code) {\n      code\n      name\n    }\n  }\n": typeof types.OccupationDocument,
    "\n  fragment OrderCustomerDefaults on Customer {\n    reference\n    deliveryLocations {\n      id\n      address\n      additionalAddress\n      zip\n      city\n      countryCode\n    }\n  }\n": typeof types.OrderCustomerDefaultsFragmentDoc,
    "\n  fragment OrderEditorDeliveryFields on OrderDelivery {\n    address\n    additionalAddress\n    zip\n    city\n    countryCode\n  }\n\n  fragment OrderEditorLineFields on OrderLine {\n    id\n    productId\n    itemName\n    itemDescription\n    sellersItemIdentification\n    quantity\n    orderedQuantity\n    unitOfMeasureCode\n    priceAmount\n    baseQuantity\n    vatRateSymbol\n    taxExemptionReason\n    allowanceCharge {\n      chargeIndicator\n      percent\n      amount\n    }\n  }\n\n  fragment OrderEditorAllowanceChargeFields on OrderAllowanceCharge {\n    id\n    chargeIndicator\n    reason\n    percent\n    fixedAmount\n    vatRateSymbol\n    taxExemptionReason\n  }\n": typeof types.OrderEditorDeliveryFieldsFragmentDoc,
    "\n  query OrderEditor($id: ID!) {\n    order(id: $id) {\n      id\n      date\n      currencyCode\n      reference\n      note\n      isExport\n      projectId\n      departmentId\n      carRegistrationId\n      customer {\n        id\n        displayName\n        ...OrderCustomerDefaults\n      }\n      delivery {\n        ...OrderEditorDeliveryFields\n      }\n      lines {\n        ...OrderEditorLineFields\n      }\n      allowanceCharges {\n        ...OrderEditorAllowanceChargeFields\n      }\n    }\n  }\n": typeof types.OrderEditorDocument,
    "\n  query OrderEditorChoices {\n    ...DimensionChoices\n    unitInvoiceSetting {\n      currencyCode\n      defaultProductUnitOfMeasureCode\n      taxInclusiveAmountRounding\n    }\n  }\n": typeof types.OrderEditorChoicesDocument,
    "\n  query OrderVatRates($date: Date!) {\n    allNorwegianVatRates(date: $date) {\n      id\n      vatRateSymbol\n      percentage\n    }\n  }\n": typeof types.OrderVatRatesDocument,
    "\n  query OrderCustomerSearch($name: String) {\n    customers(filters: { name: $name }, limit: 20) {\n      items {\n        id\n        displayName\n        organizationNumber\n        ...OrderCustomerDefaults\n      }\n    }\n  }\n": typeof types.OrderCustomerSearchDocument,
    "\n  query OrderProductSearch($search: String) {\n    products(filters: { search: $search, active: true }, limit: 20) {\n      items {\n        id\n        number\n        name\n        description\n        unitOfMeasureCode\n        vatRateSymbol\n        taxExemptionReason\n        prices {\n          id\n          validFrom\n          validTo\n          salePrice\n        }\n      }\n    }\n  }\n": typeof types.OrderProductSearchDocument,
    "\n  mutation CreateOrder($input: OrderInput!) {\n    createOrder(input: $input) {\n      id\n      number\n    }\n  }\n": typeof types.CreateOrderDocument,
    "\n  mutation UpdateOrder($id: ID!, $input: OrderInput!) {\n    updateOrder(id: $id, input: $input) {\n      id\n      number\n    }\n  }\n": typeof types.UpdateOrderDocument,
    "\n  query OrderMails($id: ID!) {\n    order(id: $id) {\n      id\n      defaultMailRecipient\n      mails {\n        id\n        pdfType\n        recipient\n        subject\n        status\n        error\n        createdAt\n        sentAt\n        attempts {\n          at\n          outcome\n          answer\n        }\n        attachments {\n          id\n          fileName\n          size\n        }\n      }\n    }\n  }\n": typeof types.OrderMailsDocument,
    "\n  mutation EmailOrder($id: ID!, $input: EmailOrderInput!) {\n    emailOrder(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.EmailOrderDocument,
    "\n  query Orders(\n    $limit: Int\n    $offset: Int\n    $orderBy: OrderOrderBy\n    $orderDirection: OrderDirection\n    $filters: OrderFilters\n  ) {\n    orders(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        date\n        status\n        invoiced\n        reference\n        currencyCode\n        payableAmount\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.OrdersDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      date\n      status\n      invoiced\n      reference\n      note\n      currencyCode\n      customer {\n        id\n        displayName\n      }\n      delivery {\n        address\n        zip\n        city\n        countryCode\n      }\n      lines {\n        id\n        number\n        itemName\n        sellersItemIdentification\n        quantity\n        orderedQuantity\n        unitOfMeasureCode\n        priceAmount\n        taxPercent\n        lineExtensionAmount\n      }\n      allowanceCharges {\n        id\n        chargeIndicator\n        reason\n        percent\n        amount\n      }\n      lineExtensionAmount\n      taxExclusiveAmount\n      taxInclusiveAmount\n      payableRoundingAmount\n      payableAmount\n      taxSubtotals {\n        taxCategory\n        taxPercent\n        taxableAmount\n        taxAmount\n      }\n    }\n  }\n": typeof types.OrderDocument,
    "\n  mutation LockOrder($id: ID!, $createDifference: Boolean) {\n    lockOrder(id: $id, createDifference: $createDifference) {\n      order {\n        id\n        status\n      }\n      differenceOrder {\n        id\n        number\n      }\n    }\n  }\n": typeof types.LockOrderDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelOrderDocument,
    "\n  mutation DuplicateOrder($id: ID!) {\n    duplicateOrder(id: $id) {\n      id\n      number\n    }\n  }\n": typeof types.DuplicateOrderDocument,
    "\n  fragment PaycheckSettingFields on UnitPaycheckSetting {\n    altinnSystemUserName\n    altinnSystemPasswordSet\n    calculationForTax\n    currencyCode\n    defaultCreditDays\n    defaultVacationMoneyPercentage\n    defaultWorkRelation {\n      subUnitId\n      occupationCode\n      employmentType\n      durationType\n      shiftType\n      hoursEveryWeekWithFullEmployment\n      employmentPercentage\n    }\n    municipality {\n      number\n      name\n    }\n    startingPaycheckNumber\n    savedAt\n  }\n": typeof types.PaycheckSettingFieldsFragmentDoc,
    "\n  query UnitPaycheckSetting {\n    unitPaycheckSetting {\n      ...PaycheckSettingFields\n    }\n  }\n": typeof types.UnitPaycheckSettingDocument,
    "\n  mutation SaveUnitPaycheckSetting($input: SaveUnitPaycheckSettingInput!) {\n    saveUnitPaycheckSetting(input: $input) {\n      ...PaycheckSettingFields\n    }\n  }\n": typeof types.SaveUnitPaycheckSettingDocument,
    "\n  query MainPaycheckLineTemplates(\n    $limit: Int\n    $offset: Int\n    $orderBy: MainPaycheckLineTemplateOrderBy\n    $orderDirection: OrderDirection\n    $filters: MainPaycheckLineTemplateFilters\n    $withFigures: Boolean!\n  ) {\n    mainPaycheckLineTemplates(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        number\n        active\n        description\n        altinnDescription\n        altinnFordel\n        payCode\n        quantity @include(if: $withFigures)\n        rate @include(if: $withFigures)\n        sum @include(if: $withFigures)\n        carOverwrite\n        projectOverwrite\n        departmentOverwrite\n        calculationType\n        calculatePositive\n        editableFromEmployeePage\n      }\n    }\n  }\n": typeof types.MainPaycheckLineTemplatesDocument,
    "\n  mutation CreateMainPaycheckLineTemplate($input: MainPaycheckLineTemplateInput!) {\n    createMainPaycheckLineTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateMainPaycheckLineTemplateDocument,
    "\n  mutation UpdateMainPaycheckLineTemplate($id: ID!, $input: MainPaycheckLineTemplateInput!) {\n    updateMainPaycheckLineTemplate(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateMainPaycheckLineTemplateDocument,
    "\n  mutation DeleteMainPaycheckLineTemplate($id: ID!) {\n    deleteMainPaycheckLineTemplate(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteMainPaycheckLineTemplateDocument,
    "\n  query ActiveMainTemplates {\n    mainPaycheckLineTemplates(limit: 500, filters: { active: true }) {\n      items {\n        id\n        number\n        description\n        editableFromEmployeePage\n        carOverwrite\n        projectOverwrite\n        departmentOverwrite\n      }\n    }\n  }\n": typeof types.ActiveMainTemplatesDocument,
    "\n  query TemplateDimensions {\n    cars(limit: 500) {\n      items {\n        id\n        name\n      }\n    }\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.TemplateDimensionsDocument,
    "\n  fragment PaycheckTemplateFields on PaycheckTemplate {\n    workRelation {\n      id\n      employeeName\n      startDate\n      endDate\n    }\n    lines {\n      id\n      position\n      mainTemplate {\n        id\n        number\n        description\n        payCode\n        calculationType\n        editableFromEmployeePage\n      }\n      description\n      quantity\n      rate\n      sum\n      car {\n        id\n        name\n      }\n      project {\n        id\n        code\n        name\n      }\n      department {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.PaycheckTemplateFieldsFragmentDoc,
    "\n  query PaycheckTemplate($workRelationId: ID) {\n    paycheckTemplate(workRelationId: $workRelationId) {\n      ...PaycheckTemplateFields\n    }\n  }\n": typeof types.PaycheckTemplateDocument,
    "\n  mutation SavePaycheckTemplate($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) {\n    savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {\n      ...PaycheckTemplateFields\n    }\n  }\n": typeof types.SavePaycheckTemplateDocument,
    "\n  mutation SaveSimplifiedPaycheckTemplate($workRelationId: ID!, $lines: [SimplifiedPaycheckTemplateLineInput!]!) {\n    saveSimplifiedPaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {\n      ...PaycheckTemplateFields\n    }\n  }\n": typeof types.SaveSimplifiedPaycheckTemplateDocument,
    "\n  query PaymentMethods(\n    $limit: Int\n    $offset: Int\n    $orderBy: PaymentMethodOrderBy\n    $orderDirection: OrderDirection\n    $filters: PaymentMethodFilters\n  ) {\n    paymentMethods(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePaymentMethodDocument,
    "\n  query PensionUnitSelections(\n    $limit: Int\n    $offset: Int\n    $orderBy: PensionUnitSelectionOrderBy\n    $orderDirection: OrderDirection\n    $filters: PensionUnitSelectionFilters\n  ) {\n    pensionUnitSelections(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        pensionUnitId\n        pensionUnit {\n          id\n          name\n          organizationNumber\n        }\n        validFrom\n        validTo\n      }\n    }\n  }\n": typeof types.PensionUnitSelectionsDocument,
    "\n  query PensionCompanySearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isPensionCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n    }\n  }\n": typeof types.PensionCompanySearchDocument,
    "\n  mutation CreatePensionUnitSelection($input: PensionUnitSelectionInput!) {\n    createPensionUnitSelection(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePensionUnitSelectionDocument,
    "\n  mutation UpdatePensionUnitSelection($id: ID!, $input: PensionUnitSelectionInput!) {\n    updatePensionUnitSelection(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdatePensionUnitSelectionDocument,
    "\n  mutation DeletePensionUnitSelection($id: ID!) {\n    deletePensionUnitSelection(id: $id) {\n      id\n    }\n  }\n": typeof types.DeletePensionUnitSelectionDocument,
    "\n  query ProductGroups(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductGroupOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductGroupFilters\n  ) {\n    productGroups(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        description\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n": typeof types.ProductGroupsDocument,
    "\n  query ProductGroupTree($limit: Int, $offset: Int) {\n    productGroups(limit: $limit, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n": typeof types.ProductGroupTreeDocument,
    "\n  mutation CreateProductGroup($input: ProductGroupInput!) {\n    createProductGroup(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductGroupDocument,
    "\n  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {\n    updateProductGroup(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProductGroupDocument,
    "\n  mutation DeleteProductGroup($id: ID!) {\n    deleteProductGroup(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteProductGroupDocument,
    "\n  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {\n    moveProductGroups(moves: $moves) {\n      id\n      parentGroupId\n      path\n    }\n  }\n": typeof types.MoveProductGroupsDocument,
    "\n  query VariantHolders(\n    $limit: Int\n    $offset: Int\n    $orderBy: VariantHolderOrderBy\n    $orderDirection: OrderDirection\n    $filters: VariantHolderFilters\n  ) {\n    variantHolders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        attributeName\n        description\n        parentGroupId\n        parentGroup {\n          id\n          path\n        }\n        variants {\n          id\n          name\n          products {\n            id\n            number\n            name\n          }\n        }\n      }\n    }\n  }\n": typeof types.VariantHoldersDocument,
    "\n  mutation CreateVariantHolder($input: VariantHolderInput!) {\n    createVariantHolder(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateVariantHolderDocument,
    "\n  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {\n    updateVariantHolder(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateVariantHolderDocument,
    "\n  mutation DeleteVariantHolder($id: ID!) {\n    deleteVariantHolder(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteVariantHolderDocument,
    "\n  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {\n    setVariantProducts(variantId: $variantId, productIds: $productIds) {\n      id\n      products {\n        id\n        number\n        name\n      }\n    }\n  }\n": typeof types.SetVariantProductsDocument,
    "\n  query VariantProductSearch($name: String, $limit: Int) {\n    products(filters: { name: $name }, limit: $limit) {\n      items {\n        id\n        number\n        name\n      }\n    }\n  }\n": typeof types.VariantProductSearchDocument,
    "\n  query Products(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductFilters\n  ) {\n    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        name\n        unitOfMeasureCode\n        vatRateSymbol\n        isActive\n        productGroup {\n          id\n          name\n        }\n        currentPrice {\n          salePrice\n          contributionMargin {\n            amount\n            percent\n          }\n        }\n      }\n    }\n  }\n": typeof types.ProductsDocument,
    "\n  query Product($id: ID!) {\n    product(id: $id) {\n      id\n      number\n      name\n      description\n      unitOfMeasureCode\n      vatRateSymbol\n      taxExemptionReason\n      productGroupId\n      supplierUnitId\n      supplierUnit {\n        id\n        name\n      }\n      suppliersProductNumber\n      projectId\n      departmentId\n      carRegistrationId\n      prices {\n        validFrom\n        validTo\n        purchasePrice\n        salePrice\n      }\n      activePeriods {\n        activeFrom\n        activeTo\n      }\n      images {\n        signedBlobId\n        fileName\n        contentType\n        size\n        url\n      }\n    }\n  }\n": typeof types.ProductDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  query ProductChoices {\n    productGroups(limit: 500) {\n      items {\n        id\n        name\n        path\n      }\n    }\n    ...DimensionChoices\n    unitInvoiceSetting {\n      defaultProductUnitOfMeasureCode\n    }\n  }\n": typeof types.ProductChoicesDocument,
    "\n  query SupplierSearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": typeof types.SupplierSearchDocument,
    "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": typeof types.ProjectsDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteProjectDocument,
    "\n  query RecurringOrders(\n    $limit: Int\n    $offset: Int\n    $orderBy: RecurringOrderOrderBy\n    $orderDirection: OrderDirection\n    $filters: RecurringOrderFilters\n  ) {\n    recurringOrders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        active\n        interval\n        intervalUnit\n        intervalCount\n        startDate\n        endDate\n        nextDate\n        nextCreateOn\n        lastOrderDate\n        reference\n        currencyCode\n        payableAmount\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.RecurringOrdersDocument,
    "\n  query RecurringOrderCustomers {\n    customers(limit: 500) {\n      items {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.RecurringOrderCustomersDocument,
    "\n  query RecurringOrderEditor($id: ID!) {\n    recurringOrder(id: $id) {\n      id\n      active\n      startDate\n      endDate\n      dateOffset\n      interval\n      nextDate\n      lastOrderDate\n      lastGeneratedOn\n      currencyCode\n      reference\n      note\n      isExport\n      projectId\n      departmentId\n      carRegistrationId\n      customer {\n        id\n        displayName\n        ...OrderCustomerDefaults\n      }\n      delivery {\n        ...OrderEditorDeliveryFields\n      }\n      lines {\n        ...OrderEditorLineFields\n      }\n      allowanceCharges {\n        ...OrderEditorAllowanceChargeFields\n      }\n    }\n  }\n": typeof types.RecurringOrderEditorDocument,
    "\n  query UpcomingRecurringDates($input: RecurringScheduleInput!, $count: Int) {\n    upcomingRecurringDates(input: $input, count: $count) {\n      date\n      createOn\n    }\n  }\n": typeof types.UpcomingRecurringDatesDocument,
    "\n  mutation CreateRecurringOrder($input: RecurringOrderInput!) {\n    createRecurringOrder(input: $input) {\n      id\n      nextDate\n    }\n  }\n": typeof types.CreateRecurringOrderDocument,
    "\n  mutation UpdateRecurringOrder($id: ID!, $input: RecurringOrderInput!) {\n    updateRecurringOrder(id: $id, input: $input) {\n      id\n      nextDate\n    }\n  }\n": typeof types.UpdateRecurringOrderDocument,
    "\n  mutation DeleteRecurringOrder($id: ID!) {\n    deleteRecurringOrder(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteRecurringOrderDocument,
    "\n  query SubUnits(\n    $limit: Int\n    $offset: Int\n    $orderBy: SubUnitOrderBy\n    $orderDirection: OrderDirection\n    $filters: SubUnitFilters\n  ) {\n    subUnits(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        organizationNumber\n        departmentId\n        department {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n": typeof types.SubUnitsDocument,
    "\n  query SubUnitOptions {\n    subUnits(limit: 500, orderBy: name) {\n      items {\n        id\n        name\n        organizationNumber\n      }\n    }\n  }\n": typeof types.SubUnitOptionsDocument,
    "\n  mutation CreateSubUnit($input: SubUnitInput!) {\n    createSubUnit(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateSubUnitDocument,
    "\n  mutation UpdateSubUnit($id: ID!, $input: SubUnitInput!) {\n    updateSubUnit(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateSubUnitDocument,
    "\n  mutation DeleteSubUnit($id: ID!) {\n    deleteSubUnit(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSubUnitDocument,
    "\n  query SubUnitDepartments {\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": typeof types.SubUnitDepartmentsDocument,
    "\n  fragment UnitUserSettingFields on UnitUserSetting {\n    unitId\n    userId\n    altinnLogin\n    altinnPinMethod\n    savedAt\n  }\n": typeof types.UnitUserSettingFieldsFragmentDoc,
    "\n  query UserSettings {\n    currentUser {\n      id\n      firstName\n      lastName\n      login\n      cellphone\n      locale\n      currentUnit {\n        id\n        name\n      }\n    }\n    unitUserSetting {\n      ...UnitUserSettingFields\n    }\n  }\n": typeof types.UserSettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateCurrentUserInput!) {\n    updateCurrentUser(input: $input) {\n      id\n      firstName\n      lastName\n      name\n      cellphone\n      locale\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {\n    saveUnitUserSetting(input: $input) {\n      ...UnitUserSettingFields\n    }\n  }\n": typeof types.SaveUnitUserSettingDocument,
    "\n  mutation ChangeCurrentUserPassword($currentPassword: String!, $newPassword: String!) {\n    changeCurrentUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": typeof types.ChangeCurrentUserPasswordDocument,
    "\n  query VatRates(\n    $limit: Int\n    $offset: Int\n    $orderBy: VatRateOrderBy\n    $orderDirection: OrderDirection\n    $filters: VatRateFilters\n  ) {\n    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        vatRateSymbol\n        percentage\n        activeFrom\n        activeTo\n      }\n    }\n  }\n": typeof types.VatRatesDocument,
    "\n  mutation CreateVatRate($input: VatRateInput!) {\n    createVatRate(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateVatRateDocument,
    "\n  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {\n    updateVatRate(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateVatRateDocument,
    "\n  mutation DeleteVatRate($id: ID!) {\n    deleteVatRate(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteVatRateDocument,
    "\n  query WebstoreApiTokens(\n    $limit: Int\n    $offset: Int\n    $orderBy: WebstoreApiTokenOrderBy\n    $orderDirection: OrderDirection\n    $filters: WebstoreApiTokenFilters\n  ) {\n    webstoreApiTokens(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        description\n        expiryDate\n        createdAt\n        expired\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.WebstoreApiTokensDocument,
    "\n  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {\n    createWebstoreApiToken(input: $input) {\n      tokenValue\n      token {\n        id\n        description\n        expiryDate\n      }\n    }\n  }\n": typeof types.CreateWebstoreApiTokenDocument,
    "\n  mutation DeleteWebstoreApiToken($id: ID!) {\n    deleteWebstoreApiToken(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWebstoreApiTokenDocument,
    "\n  query WorkRelations($employeeId: ID!) {\n    workRelations(employeeId: $employeeId) {\n      id\n      employeeId\n      subUnitId\n      subUnit {\n        id\n        name\n        organizationNumber\n      }\n      occupationCode\n      occupation {\n        code\n        name\n      }\n      startDate\n      endDate\n      pensionEndDate\n      endReason\n      samePositionSince\n      shiftType\n      employmentType\n      durationType\n      employmentPercentage\n      employmentPercentageUpdated\n      hoursEveryWeekWithFullEmployment\n      lastSalaryChange\n      onLeaveToday\n      leaves {\n        id\n        leaveId\n        leaveType\n        description\n        startDate\n        endDate\n        percentageLeave\n      }\n    }\n  }\n": typeof types.WorkRelationsDocument,
    "\n  mutation CreateWorkRelation($employeeId: ID!, $input: WorkRelationInput!) {\n    createWorkRelation(employeeId: $employeeId, input: $input) {\n      id\n    }\n  }\n": typeof types.CreateWorkRelationDocument,
    "\n  mutation UpdateWorkRelation($id: ID!, $input: WorkRelationInput!) {\n    updateWorkRelation(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateWorkRelationDocument,
    "\n  mutation DeleteWorkRelation($id: ID!) {\n    deleteWorkRelation(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWorkRelationDocument,
    "\n  query WorkRelationDefaults {\n    unitPaycheckSetting {\n      defaultWorkRelation {\n        subUnitId\n        occupationCode\n        employmentType\n        durationType\n        shiftType\n        hoursEveryWeekWithFullEmployment\n        employmentPercentage\n      }\n    }\n  }\n": typeof types.WorkRelationDefaultsDocument,
};
const documents: Documents = {
    "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n": types.CurrentUserDocument,
    "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n    }\n  }\n": types.AcceptInvitationDocument,
    "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n": types.CurrentUserUnitsDocument,
    "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n": types.UpdateCurrentUserLocaleDocument,
    "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": types.RequestAccessUnitSearchDocument,
    "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n": types.RequestAccessToUnitDocument,
    "\n  query AltinnUsers {\n    altinnUsers {\n      userId\n      name\n      role\n      hasAltinnLogin\n      altinnPinMethod\n    }\n  }\n": types.AltinnUsersDocument,
    "\n  query MyAltinnLogin {\n    unitUserSetting {\n      ...UnitUserSettingFields\n    }\n  }\n": types.MyAltinnLoginDocument,
    "\n  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {\n    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        description\n        carType\n        fuel\n        modelYear\n        purchasedDate\n        purchasedPrice\n        norwegianListPriceAsNew\n        seats\n        soldDate\n        soldPrice\n        enableVat\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n": types.CarsDocument,
    "\n  mutation CreateCar($input: CarInput!) {\n    createCar(input: $input) {\n      id\n    }\n  }\n": types.CreateCarDocument,
    "\n  mutation UpdateCar($id: ID!, $input: CarInput!) {\n    updateCar(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCarDocument,
    "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id) {\n      id\n    }\n  }\n": types.DeleteCarDocument,
    "\n  query GovernmentCarSearch($registrationNumber: String!) {\n    governmentCarSearch(registrationNumber: $registrationNumber) {\n      registrationNumber\n      make\n      model\n      modelYear\n      fuel\n      carType\n      seats\n      norwegianListPriceAsNew\n    }\n  }\n": types.GovernmentCarSearchDocument,
    "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n": types.AccessRequestsDocument,
    "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n": types.UnitMembersDocument,
    "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n": types.ApproveAccessRequestDocument,
    "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n": types.DeclineAccessRequestDocument,
    "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n": types.AccessRequestsChangedDocument,
    "\n  fragment CompanyDetailsFields on Unit {\n    id\n    name\n    unofficialName\n    organizationNumber\n    address\n    zip\n    city\n    countryCode\n    mobile\n    phone\n    website\n    email\n    locale\n    openedDate\n    closedDate\n    vatRegulation\n  }\n": types.CompanyDetailsFieldsFragmentDoc,
    "\n  query CompanyDetails {\n    currentUnit {\n      ...CompanyDetailsFields\n    }\n  }\n": types.CompanyDetailsDocument,
    "\n  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {\n    updateCurrentUnit(input: $input) {\n      ...CompanyDetailsFields\n    }\n  }\n": types.UpdateCurrentUnitDocument,
    "\n  query SettingsCountries {\n    allCountries {\n      code\n      name\n    }\n  }\n": types.SettingsCountriesDocument,
    "\n  query UnitInvoiceSetting {\n    unitInvoiceSetting {\n      ...InvoiceSettingFields\n    }\n  }\n": types.UnitInvoiceSettingDocument,
    "\n  fragment InvoiceSettingFields on UnitInvoiceSetting {\n    bban\n    iban\n    swift\n    currencyCode\n    customNote\n    customerCountry\n    customerCreditDays\n    defaultProductUnitOfMeasureCode\n    displaySettings {\n      showCar\n      showProject\n      showDepartment\n      showOrderedQuantity\n      showLineTaxAmount\n      showTaxAmount\n      showLineAllowance\n      showLineCharge\n      showInvoiceAllowance\n      showInvoiceCharge\n    }\n    exports\n    invoiceEmailCopy\n    usesKid\n    kidLength\n    kidModDigit\n    legalNotes\n    overdueNoticeCharge\n    usesOverdueNotices\n    paymentMethods\n    productGroups\n    startingInvoiceNumber\n    startingOrderNumber\n    supplierPartyReferenceSetting\n    taxInclusiveAmountRounding\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n": types.InvoiceSettingFieldsFragmentDoc,
    "\n  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {\n    saveUnitInvoiceSetting(input: $input) {\n      ...InvoiceSettingFields\n    }\n  }\n": types.SaveUnitInvoiceSettingDocument,
    "\n  query UnitSetting {\n    unitSetting {\n      ...UnitSettingFields\n    }\n  }\n": types.UnitSettingDocument,
    "\n  fragment UnitSettingFields on UnitSetting {\n    companyNameOption\n    logo {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    oldLogos {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n": types.UnitSettingFieldsFragmentDoc,
    "\n  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {\n    saveUnitSetting(input: $input) {\n      ...UnitSettingFields\n    }\n  }\n": types.SaveUnitSettingDocument,
    "\n  query UnitInvitations {\n    unitInvitations {\n      id\n      email\n      role\n      createdAt\n      expiresAt\n      expired\n      invitedBy\n    }\n  }\n": types.UnitInvitationsDocument,
    "\n  mutation InviteMember($email: String!, $role: Role!) {\n    inviteMember(email: $email, role: $role) {\n      id\n      email\n      role\n    }\n  }\n": types.InviteMemberDocument,
    "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id) {\n      id\n    }\n  }\n": types.CancelInvitationDocument,
    "\n  mutation UpdateMembershipRole($userId: ID!, $role: Role!) {\n    updateMembershipRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n": types.UpdateMembershipRoleDocument,
    "\n  mutation RemoveMembership($userId: ID!) {\n    removeMembership(userId: $userId) {\n      id\n    }\n  }\n": types.RemoveMembershipDocument,
    "\n  query Customers(\n    $limit: Int\n    $offset: Int\n    $orderBy: CustomerOrderBy\n    $orderDirection: OrderDirection\n    $filters: CustomerFilters\n  ) {\n    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        unofficialName\n        nameOption\n        displayName\n        isCompany\n        organizationNumber\n        customEmail\n        customPhone\n        invoiceDeliveryMethod\n        creditDays\n      }\n    }\n  }\n": types.CustomersDocument,
    "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      id\n      isCompany\n      name\n      unofficialName\n      nameOption\n      organizationNumber\n      reference\n      customPhone\n      customEmail\n      invoiceDeliveryMethod\n      creditDays\n      ownerId\n      deliveryLocations {\n        id\n        address\n        additionalAddress\n        zip\n        city\n        countryCode\n      }\n      customerContacts {\n        id\n        firstName\n        lastName\n        phone\n        email\n        jobTitle\n        comment\n      }\n    }\n  }\n": types.CustomerDocument,
    "\n  query CustomerFormOptions {\n    customerOwners {\n      id\n      name\n    }\n    allCountries {\n      code\n      name\n    }\n    unitInvoiceSetting {\n      customerCreditDays\n      customerCountry\n    }\n  }\n": types.CustomerFormOptionsDocument,
    "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n": types.CreateCustomerDocument,
    "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateCustomerDocument,
    "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n    }\n  }\n": types.DeleteCustomerDocument,
    "\n  query UserCompanies {\n    currentUserUnits {\n      id\n      isCompany\n    }\n  }\n": types.UserCompaniesDocument,
    "\n  query LegalEntityLookup($organizationNumber: String!) {\n    legalEntityLookup(organizationNumber: $organizationNumber) {\n      organizationNumber\n      name\n      address\n      zip\n      city\n    }\n  }\n": types.LegalEntityLookupDocument,
    "\n  mutation CreateCompany($input: CreateUnitInput!) {\n    createUnit(input: $input) {\n      id\n      name\n    }\n  }\n": types.CreateCompanyDocument,
    "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": types.DepartmentsDocument,
    "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n": types.CreateDepartmentDocument,
    "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateDepartmentDocument,
    "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n": types.DeleteDepartmentDocument,
    "\n  fragment DimensionChoices on Query {\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    cars(limit: 500) {\n      items {\n        id\n        name\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n": types.DimensionChoicesFragmentDoc,
    "\n  query EmployeeTaxCards($employeeId: ID!) {\n    employeeTaxCards(employeeId: $employeeId) {\n      id\n      calendarYear\n      taxDeductionMethod\n      taxTable\n      taxPercentage\n      taxExemption\n      taxExemptionAmountLimit\n      fetchedAt\n      file {\n        signedBlobId\n        fileName\n        url\n      }\n    }\n  }\n": types.EmployeeTaxCardsDocument,
    "\n  mutation CreateEmployeeTaxCard($employeeId: ID!, $input: EmployeeTaxCardInput!) {\n    createEmployeeTaxCard(employeeId: $employeeId, input: $input) {\n      id\n    }\n  }\n": types.CreateEmployeeTaxCardDocument,
    "\n  mutation UpdateEmployeeTaxCard($id: ID!, $input: EmployeeTaxCardInput!) {\n    updateEmployeeTaxCard(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateEmployeeTaxCardDocument,
    "\n  mutation DeleteEmployeeTaxCard($id: ID!) {\n    deleteEmployeeTaxCard(id: $id) {\n      id\n    }\n  }\n": types.DeleteEmployeeTaxCardDocument,
    "\n  mutation FetchEmployeeTaxCard($employeeId: ID!, $calendarYear: Int!) {\n    fetchEmployeeTaxCard(employeeId: $employeeId, calendarYear: $calendarYear) {\n      id\n      calendarYear\n    }\n  }\n": types.FetchEmployeeTaxCardDocument,
    "\n  query Employees(\n    $limit: Int\n    $offset: Int\n    $orderBy: EmployeeOrderBy\n    $orderDirection: OrderDirection\n    $filters: EmployeeFilters\n  ) {\n    employees(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        birthDate\n        socialSecurityNumber\n        temporarySocialSecurityNumber\n        status\n      }\n    }\n  }\n": types.EmployeesDocument,
    "\n  query Employee($id: ID!) {\n    employee(id: $id) {\n      id\n      firstName\n      lastName\n      name\n      email\n      address\n      zip\n      city\n      postbox\n      postboxZip\n      postboxCity\n      countryCode\n      phone\n      phoneCountry\n      birthDate\n      birthDateMismatchReason\n      bban\n      iban\n      swift\n      vacationMoneyPercentage\n      creditDays\n      socialSecurityNumber\n      temporarySocialSecurityNumber\n      status\n    }\n  }\n": types.EmployeeDocument,
    "\n  query EmployeeFormOptions {\n    allCountries {\n      code\n      name\n      phoneCode\n    }\n    unitPaycheckSetting {\n      defaultVacationMoneyPercentage\n      defaultCreditDays\n    }\n  }\n": types.EmployeeFormOptionsDocument,
    "\n  query EmployeeSearch($ssn: String, $tssn: String, $email: String, $phone: String) {\n    employeeSearch(ssn: $ssn, tssn: $tssn, email: $email, phone: $phone) {\n      id\n      name\n    }\n  }\n": types.EmployeeSearchDocument,
    "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      id\n    }\n  }\n": types.CreateEmployeeDocument,
    "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateEmployeeDocument,
    "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id) {\n      id\n    }\n  }\n": types.DeleteEmployeeDocument,
    "\n  query InvoicePdfInfo($id: ID!, $maxDate: Date) {\n    invoice(id: $id) {\n      id\n      kind\n      number\n      pdfTypes(maxDate: $maxDate)\n    }\n  }\n": types.InvoicePdfInfoDocument,
    "\n  fragment MunicipalityRowFields on Municipality {\n    number\n    name\n    countyNumber\n    countyName\n    employerTaxZones {\n      zone\n      comment\n    }\n    details {\n      id\n      bban\n      organizationNumber\n      organizationName\n      contactName\n      contactPhone\n      contactEmail\n      address\n      zip\n      city\n    }\n  }\n": types.MunicipalityRowFieldsFragmentDoc,
    "\n  query Municipalities(\n    $limit: Int\n    $offset: Int\n    $orderBy: MunicipalityOrderBy\n    $orderDirection: OrderDirection\n    $filters: MunicipalityFilters\n  ) {\n    municipalities(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        ...MunicipalityRowFields\n      }\n    }\n  }\n": types.MunicipalitiesDocument,
    "\n  query MunicipalitySearch($term: String!, $limit: Int) {\n    municipalitySearch(term: $term, limit: $limit) {\n      number\n      name\n      countyName\n      employerTaxZones {\n        zone\n      }\n    }\n  }\n": types.MunicipalitySearchDocument,
    "\n  query Municipality($number: String!) {\n    municipality(number: $number) {\n      number\n      name\n    }\n  }\n": types.MunicipalityDocument,
    "\n  mutation SaveMunicipalityDetails($number: String!, $input: MunicipalityDetailsInput!) {\n    saveMunicipalityDetails(number: $number, input: $input) {\n      ...MunicipalityRowFields\n    }\n  }\n": types.SaveMunicipalityDetailsDocument,
    "\n  mutation DeleteMunicipalityDetails($number: String!) {\n    deleteMunicipalityDetails(number: $number) {\n      ...MunicipalityRowFields\n    }\n  }\n": types.DeleteMunicipalityDetailsDocument,
    "\n  query Occupations(\n    $limit: Int\n    $offset: Int\n    $orderBy: OccupationOrderBy\n    $orderDirection: OrderDirection\n    $filters: OccupationFilters\n  ) {\n    occupations(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        code\n        name\n        shortName\n        validFrom\n        validTo\n      }\n    }\n  }\n": types.OccupationsDocument,
    "\n  query OccupationSearch($term: String!, $limit: Int) {\n    occupationSearch(term: $term, limit: $limit) {\n      code\n      name\n      validTo\n    }\n  }\n": types.OccupationSearchDocument,
    "\n  query Occupation($code: String!) {\n    occupation(code: $code) {\n      code\n      name\n    }\n  }\n": types.OccupationDocument,
    "\n  fragment OrderCustomerDefaults on Customer {\n    reference\n    deliveryLocations {\n      id\n      address\n      additionalAddress\n      zip\n      city\n      countryCode\n    }\n  }\n": types.OrderCustomerDefaultsFragmentDoc,
    "\n  fragment OrderEditorDeliveryFields on OrderDelivery {\n    address\n    additionalAddress\n    zip\n    city\n    countryCode\n  }\n\n  fragment OrderEditorLineFields on OrderLine {\n    id\n    productId\n    itemName\n    itemDescription\n    sellersItemIdentification\n    quantity\n    orderedQuantity\n    unitOfMeasureCode\n    priceAmount\n    baseQuantity\n    vatRateSymbol\n    taxExemptionReason\n    allowanceCharge {\n      chargeIndicator\n      percent\n      amount\n    }\n  }\n\n  fragment OrderEditorAllowanceChargeFields on OrderAllowanceCharge {\n    id\n    chargeIndicator\n    reason\n    percent\n    fixedAmount\n    vatRateSymbol\n    taxExemptionReason\n  }\n": types.OrderEditorDeliveryFieldsFragmentDoc,
    "\n  query OrderEditor($id: ID!) {\n    order(id: $id) {\n      id\n      date\n      currencyCode\n      reference\n      note\n      isExport\n      projectId\n      departmentId\n      carRegistrationId\n      customer {\n        id\n        displayName\n        ...OrderCustomerDefaults\n      }\n      delivery {\n        ...OrderEditorDeliveryFields\n      }\n      lines {\n        ...OrderEditorLineFields\n      }\n      allowanceCharges {\n        ...OrderEditorAllowanceChargeFields\n      }\n    }\n  }\n": types.OrderEditorDocument,
    "\n  query OrderEditorChoices {\n    ...DimensionChoices\n    unitInvoiceSetting {\n      currencyCode\n      defaultProductUnitOfMeasureCode\n      taxInclusiveAmountRounding\n    }\n  }\n": types.OrderEditorChoicesDocument,
    "\n  query OrderVatRates($date: Date!) {\n    allNorwegianVatRates(date: $date) {\n      id\n      vatRateSymbol\n      percentage\n    }\n  }\n": types.OrderVatRatesDocument,
    "\n  query OrderCustomerSearch($name: String) {\n    customers(filters: { name: $name }, limit: 20) {\n      items {\n        id\n        displayName\n        organizationNumber\n        ...OrderCustomerDefaults\n      }\n    }\n  }\n": types.OrderCustomerSearchDocument,
    "\n  query OrderProductSearch($search: String) {\n    products(filters: { search: $search, active: true }, limit: 20) {\n      items {\n        id\n        number\n        name\n        description\n        unitOfMeasureCode\n        vatRateSymbol\n        taxExemptionReason\n        prices {\n          id\n          validFrom\n          validTo\n          salePrice\n        }\n      }\n    }\n  }\n": types.OrderProductSearchDocument,
    "\n  mutation CreateOrder($input: OrderInput!) {\n    createOrder(input: $input) {\n      id\n      number\n    }\n  }\n": types.CreateOrderDocument,
    "\n  mutation UpdateOrder($id: ID!, $input: OrderInput!) {\n    updateOrder(id: $id, input: $input) {\n      id\n      number\n    }\n  }\n": types.UpdateOrderDocument,
    "\n  query OrderMails($id: ID!) {\n    order(id: $id) {\n      id\n      defaultMailRecipient\n      mails {\n        id\n        pdfType\n        recipient\n        subject\n        status\n        error\n        createdAt\n        sentAt\n        attempts {\n          at\n          outcome\n          answer\n        }\n        attachments {\n          id\n          fileName\n          size\n        }\n      }\n    }\n  }\n": types.OrderMailsDocument,
    "\n  mutation EmailOrder($id: ID!, $input: EmailOrderInput!) {\n    emailOrder(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n": types.EmailOrderDocument,
    "\n  query Orders(\n    $limit: Int\n    $offset: Int\n    $orderBy: OrderOrderBy\n    $orderDirection: OrderDirection\n    $filters: OrderFilters\n  ) {\n    orders(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        date\n        status\n        invoiced\n        reference\n        currencyCode\n        payableAmount\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.OrdersDocument,
    "\n  query Order($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      date\n      status\n      invoiced\n      reference\n      note\n      currencyCode\n      customer {\n        id\n        displayName\n      }\n      delivery {\n        address\n        zip\n        city\n        countryCode\n      }\n      lines {\n        id\n        number\n        itemName\n        sellersItemIdentification\n        quantity\n        orderedQuantity\n        unitOfMeasureCode\n        priceAmount\n        taxPercent\n        lineExtensionAmount\n      }\n      allowanceCharges {\n        id\n        chargeIndicator\n        reason\n        percent\n        amount\n      }\n      lineExtensionAmount\n      taxExclusiveAmount\n      taxInclusiveAmount\n      payableRoundingAmount\n      payableAmount\n      taxSubtotals {\n        taxCategory\n        taxPercent\n        taxableAmount\n        taxAmount\n      }\n    }\n  }\n": types.OrderDocument,
    "\n  mutation LockOrder($id: ID!, $createDifference: Boolean) {\n    lockOrder(id: $id, createDifference: $createDifference) {\n      order {\n        id\n        status\n      }\n      differenceOrder {\n        id\n        number\n      }\n    }\n  }\n": types.LockOrderDocument,
    "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelOrderDocument,
    "\n  mutation DuplicateOrder($id: ID!) {\n    duplicateOrder(id: $id) {\n      id\n      number\n    }\n  }\n": types.DuplicateOrderDocument,
    "\n  fragment PaycheckSettingFields on UnitPaycheckSetting {\n    altinnSystemUserName\n    altinnSystemPasswordSet\n    calculationForTax\n    currencyCode\n    defaultCreditDays\n    defaultVacationMoneyPercentage\n    defaultWorkRelation {\n      subUnitId\n      occupationCode\n      employmentType\n      durationType\n      shiftType\n      hoursEveryWeekWithFullEmployment\n      employmentPercentage\n    }\n    municipality {\n      number\n      name\n    }\n    startingPaycheckNumber\n    savedAt\n  }\n": types.PaycheckSettingFieldsFragmentDoc,
    "\n  query UnitPaycheckSetting {\n    unitPaycheckSetting {\n      ...PaycheckSettingFields\n    }\n  }\n": types.UnitPaycheckSettingDocument,
    "\n  mutation SaveUnitPaycheckSetting($input: SaveUnitPaycheckSettingInput!) {\n    saveUnitPaycheckSetting(input: $input) {\n      ...PaycheckSettingFields\n    }\n  }\n": types.SaveUnitPaycheckSettingDocument,
    "\n  query MainPaycheckLineTemplates(\n    $limit: Int\n    $offset: Int\n    $orderBy: MainPaycheckLineTemplateOrderBy\n    $orderDirection: OrderDirection\n    $filters: MainPaycheckLineTemplateFilters\n    $withFigures: Boolean!\n  ) {\n    mainPaycheckLineTemplates(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        number\n        active\n        description\n        altinnDescription\n        altinnFordel\n        payCode\n        quantity @include(if: $withFigures)\n        rate @include(if: $withFigures)\n        sum @include(if: $withFigures)\n        carOverwrite\n        projectOverwrite\n        departmentOverwrite\n        calculationType\n        calculatePositive\n        editableFromEmployeePage\n      }\n    }\n  }\n": types.MainPaycheckLineTemplatesDocument,
    "\n  mutation CreateMainPaycheckLineTemplate($input: MainPaycheckLineTemplateInput!) {\n    createMainPaycheckLineTemplate(input: $input) {\n      id\n    }\n  }\n": types.CreateMainPaycheckLineTemplateDocument,
    "\n  mutation UpdateMainPaycheckLineTemplate($id: ID!, $input: MainPaycheckLineTemplateInput!) {\n    updateMainPaycheckLineTemplate(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateMainPaycheckLineTemplateDocument,
    "\n  mutation DeleteMainPaycheckLineTemplate($id: ID!) {\n    deleteMainPaycheckLineTemplate(id: $id) {\n      id\n    }\n  }\n": types.DeleteMainPaycheckLineTemplateDocument,
    "\n  query ActiveMainTemplates {\n    mainPaycheckLineTemplates(limit: 500, filters: { active: true }) {\n      items {\n        id\n        number\n        description\n        editableFromEmployeePage\n        carOverwrite\n        projectOverwrite\n        departmentOverwrite\n      }\n    }\n  }\n": types.ActiveMainTemplatesDocument,
    "\n  query TemplateDimensions {\n    cars(limit: 500) {\n      items {\n        id\n        name\n      }\n    }\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.TemplateDimensionsDocument,
    "\n  fragment PaycheckTemplateFields on PaycheckTemplate {\n    workRelation {\n      id\n      employeeName\n      startDate\n      endDate\n    }\n    lines {\n      id\n      position\n      mainTemplate {\n        id\n        number\n        description\n        payCode\n        calculationType\n        editableFromEmployeePage\n      }\n      description\n      quantity\n      rate\n      sum\n      car {\n        id\n        name\n      }\n      project {\n        id\n        code\n        name\n      }\n      department {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.PaycheckTemplateFieldsFragmentDoc,
    "\n  query PaycheckTemplate($workRelationId: ID) {\n    paycheckTemplate(workRelationId: $workRelationId) {\n      ...PaycheckTemplateFields\n    }\n  }\n": types.PaycheckTemplateDocument,
    "\n  mutation SavePaycheckTemplate($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) {\n    savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {\n      ...PaycheckTemplateFields\n    }\n  }\n": types.SavePaycheckTemplateDocument,
    "\n  mutation SaveSimplifiedPaycheckTemplate($workRelationId: ID!, $lines: [SimplifiedPaycheckTemplateLineInput!]!) {\n    saveSimplifiedPaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {\n      ...PaycheckTemplateFields\n    }\n  }\n": types.SaveSimplifiedPaycheckTemplateDocument,
    "\n  query PaymentMethods(\n    $limit: Int\n    $offset: Int\n    $orderBy: PaymentMethodOrderBy\n    $orderDirection: OrderDirection\n    $filters: PaymentMethodFilters\n  ) {\n    paymentMethods(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n": types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      id\n    }\n  }\n": types.DeletePaymentMethodDocument,
    "\n  query PensionUnitSelections(\n    $limit: Int\n    $offset: Int\n    $orderBy: PensionUnitSelectionOrderBy\n    $orderDirection: OrderDirection\n    $filters: PensionUnitSelectionFilters\n  ) {\n    pensionUnitSelections(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        pensionUnitId\n        pensionUnit {\n          id\n          name\n          organizationNumber\n        }\n        validFrom\n        validTo\n      }\n    }\n  }\n": types.PensionUnitSelectionsDocument,
    "\n  query PensionCompanySearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isPensionCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n    }\n  }\n": types.PensionCompanySearchDocument,
    "\n  mutation CreatePensionUnitSelection($input: PensionUnitSelectionInput!) {\n    createPensionUnitSelection(input: $input) {\n      id\n    }\n  }\n": types.CreatePensionUnitSelectionDocument,
    "\n  mutation UpdatePensionUnitSelection($id: ID!, $input: PensionUnitSelectionInput!) {\n    updatePensionUnitSelection(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdatePensionUnitSelectionDocument,
    "\n  mutation DeletePensionUnitSelection($id: ID!) {\n    deletePensionUnitSelection(id: $id) {\n      id\n    }\n  }\n": types.DeletePensionUnitSelectionDocument,
    "\n  query ProductGroups(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductGroupOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductGroupFilters\n  ) {\n    productGroups(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        description\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n": types.ProductGroupsDocument,
    "\n  query ProductGroupTree($limit: Int, $offset: Int) {\n    productGroups(limit: $limit, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n": types.ProductGroupTreeDocument,
    "\n  mutation CreateProductGroup($input: ProductGroupInput!) {\n    createProductGroup(input: $input) {\n      id\n    }\n  }\n": types.CreateProductGroupDocument,
    "\n  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {\n    updateProductGroup(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateProductGroupDocument,
    "\n  mutation DeleteProductGroup($id: ID!) {\n    deleteProductGroup(id: $id) {\n      id\n    }\n  }\n": types.DeleteProductGroupDocument,
    "\n  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {\n    moveProductGroups(moves: $moves) {\n      id\n      parentGroupId\n      path\n    }\n  }\n": types.MoveProductGroupsDocument,
    "\n  query VariantHolders(\n    $limit: Int\n    $offset: Int\n    $orderBy: VariantHolderOrderBy\n    $orderDirection: OrderDirection\n    $filters: VariantHolderFilters\n  ) {\n    variantHolders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        attributeName\n        description\n        parentGroupId\n        parentGroup {\n          id\n          path\n        }\n        variants {\n          id\n          name\n          products {\n            id\n            number\n            name\n          }\n        }\n      }\n    }\n  }\n": types.VariantHoldersDocument,
    "\n  mutation CreateVariantHolder($input: VariantHolderInput!) {\n    createVariantHolder(input: $input) {\n      id\n    }\n  }\n": types.CreateVariantHolderDocument,
    "\n  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {\n    updateVariantHolder(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateVariantHolderDocument,
    "\n  mutation DeleteVariantHolder($id: ID!) {\n    deleteVariantHolder(id: $id) {\n      id\n    }\n  }\n": types.DeleteVariantHolderDocument,
    "\n  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {\n    setVariantProducts(variantId: $variantId, productIds: $productIds) {\n      id\n      products {\n        id\n        number\n        name\n      }\n    }\n  }\n": types.SetVariantProductsDocument,
    "\n  query VariantProductSearch($name: String, $limit: Int) {\n    products(filters: { name: $name }, limit: $limit) {\n      items {\n        id\n        number\n        name\n      }\n    }\n  }\n": types.VariantProductSearchDocument,
    "\n  query Products(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductFilters\n  ) {\n    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        name\n        unitOfMeasureCode\n        vatRateSymbol\n        isActive\n        productGroup {\n          id\n          name\n        }\n        currentPrice {\n          salePrice\n          contributionMargin {\n            amount\n            percent\n          }\n        }\n      }\n    }\n  }\n": types.ProductsDocument,
    "\n  query Product($id: ID!) {\n    product(id: $id) {\n      id\n      number\n      name\n      description\n      unitOfMeasureCode\n      vatRateSymbol\n      taxExemptionReason\n      productGroupId\n      supplierUnitId\n      supplierUnit {\n        id\n        name\n      }\n      suppliersProductNumber\n      projectId\n      departmentId\n      carRegistrationId\n      prices {\n        validFrom\n        validTo\n        purchasePrice\n        salePrice\n      }\n      activePeriods {\n        activeFrom\n        activeTo\n      }\n      images {\n        signedBlobId\n        fileName\n        contentType\n        size\n        url\n      }\n    }\n  }\n": types.ProductDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n": types.DeleteProductDocument,
    "\n  query ProductChoices {\n    productGroups(limit: 500) {\n      items {\n        id\n        name\n        path\n      }\n    }\n    ...DimensionChoices\n    unitInvoiceSetting {\n      defaultProductUnitOfMeasureCode\n    }\n  }\n": types.ProductChoicesDocument,
    "\n  query SupplierSearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n": types.SupplierSearchDocument,
    "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n": types.ProjectsDocument,
    "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n": types.CreateProjectDocument,
    "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateProjectDocument,
    "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n": types.DeleteProjectDocument,
    "\n  query RecurringOrders(\n    $limit: Int\n    $offset: Int\n    $orderBy: RecurringOrderOrderBy\n    $orderDirection: OrderDirection\n    $filters: RecurringOrderFilters\n  ) {\n    recurringOrders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        active\n        interval\n        intervalUnit\n        intervalCount\n        startDate\n        endDate\n        nextDate\n        nextCreateOn\n        lastOrderDate\n        reference\n        currencyCode\n        payableAmount\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n": types.RecurringOrdersDocument,
    "\n  query RecurringOrderCustomers {\n    customers(limit: 500) {\n      items {\n        id\n        displayName\n      }\n    }\n  }\n": types.RecurringOrderCustomersDocument,
    "\n  query RecurringOrderEditor($id: ID!) {\n    recurringOrder(id: $id) {\n      id\n      active\n      startDate\n      endDate\n      dateOffset\n      interval\n      nextDate\n      lastOrderDate\n      lastGeneratedOn\n      currencyCode\n      reference\n      note\n      isExport\n      projectId\n      departmentId\n      carRegistrationId\n      customer {\n        id\n        displayName\n        ...OrderCustomerDefaults\n      }\n      delivery {\n        ...OrderEditorDeliveryFields\n      }\n      lines {\n        ...OrderEditorLineFields\n      }\n      allowanceCharges {\n        ...OrderEditorAllowanceChargeFields\n      }\n    }\n  }\n": types.RecurringOrderEditorDocument,
    "\n  query UpcomingRecurringDates($input: RecurringScheduleInput!, $count: Int) {\n    upcomingRecurringDates(input: $input, count: $count) {\n      date\n      createOn\n    }\n  }\n": types.UpcomingRecurringDatesDocument,
    "\n  mutation CreateRecurringOrder($input: RecurringOrderInput!) {\n    createRecurringOrder(input: $input) {\n      id\n      nextDate\n    }\n  }\n": types.CreateRecurringOrderDocument,
    "\n  mutation UpdateRecurringOrder($id: ID!, $input: RecurringOrderInput!) {\n    updateRecurringOrder(id: $id, input: $input) {\n      id\n      nextDate\n    }\n  }\n": types.UpdateRecurringOrderDocument,
    "\n  mutation DeleteRecurringOrder($id: ID!) {\n    deleteRecurringOrder(id: $id) {\n      id\n    }\n  }\n": types.DeleteRecurringOrderDocument,
    "\n  query SubUnits(\n    $limit: Int\n    $offset: Int\n    $orderBy: SubUnitOrderBy\n    $orderDirection: OrderDirection\n    $filters: SubUnitFilters\n  ) {\n    subUnits(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        organizationNumber\n        departmentId\n        department {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n": types.SubUnitsDocument,
    "\n  query SubUnitOptions {\n    subUnits(limit: 500, orderBy: name) {\n      items {\n        id\n        name\n        organizationNumber\n      }\n    }\n  }\n": types.SubUnitOptionsDocument,
    "\n  mutation CreateSubUnit($input: SubUnitInput!) {\n    createSubUnit(input: $input) {\n      id\n    }\n  }\n": types.CreateSubUnitDocument,
    "\n  mutation UpdateSubUnit($id: ID!, $input: SubUnitInput!) {\n    updateSubUnit(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateSubUnitDocument,
    "\n  mutation DeleteSubUnit($id: ID!) {\n    deleteSubUnit(id: $id) {\n      id\n    }\n  }\n": types.DeleteSubUnitDocument,
    "\n  query SubUnitDepartments {\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n": types.SubUnitDepartmentsDocument,
    "\n  fragment UnitUserSettingFields on UnitUserSetting {\n    unitId\n    userId\n    altinnLogin\n    altinnPinMethod\n    savedAt\n  }\n": types.UnitUserSettingFieldsFragmentDoc,
    "\n  query UserSettings {\n    currentUser {\n      id\n      firstName\n      lastName\n      login\n      cellphone\n      locale\n      currentUnit {\n        id\n        name\n      }\n    }\n    unitUserSetting {\n      ...UnitUserSettingFields\n    }\n  }\n": types.UserSettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateCurrentUserInput!) {\n    updateCurrentUser(input: $input) {\n      id\n      firstName\n      lastName\n      name\n      cellphone\n      locale\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {\n    saveUnitUserSetting(input: $input) {\n      ...UnitUserSettingFields\n    }\n  }\n": types.SaveUnitUserSettingDocument,
    "\n  mutation ChangeCurrentUserPassword($currentPassword: String!, $newPassword: String!) {\n    changeCurrentUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n": types.ChangeCurrentUserPasswordDocument,
    "\n  query VatRates(\n    $limit: Int\n    $offset: Int\n    $orderBy: VatRateOrderBy\n    $orderDirection: OrderDirection\n    $filters: VatRateFilters\n  ) {\n    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        vatRateSymbol\n        percentage\n        activeFrom\n        activeTo\n      }\n    }\n  }\n": types.VatRatesDocument,
    "\n  mutation CreateVatRate($input: VatRateInput!) {\n    createVatRate(input: $input) {\n      id\n    }\n  }\n": types.CreateVatRateDocument,
    "\n  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {\n    updateVatRate(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateVatRateDocument,
    "\n  mutation DeleteVatRate($id: ID!) {\n    deleteVatRate(id: $id) {\n      id\n    }\n  }\n": types.DeleteVatRateDocument,
    "\n  query WebstoreApiTokens(\n    $limit: Int\n    $offset: Int\n    $orderBy: WebstoreApiTokenOrderBy\n    $orderDirection: OrderDirection\n    $filters: WebstoreApiTokenFilters\n  ) {\n    webstoreApiTokens(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        description\n        expiryDate\n        createdAt\n        expired\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.WebstoreApiTokensDocument,
    "\n  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {\n    createWebstoreApiToken(input: $input) {\n      tokenValue\n      token {\n        id\n        description\n        expiryDate\n      }\n    }\n  }\n": types.CreateWebstoreApiTokenDocument,
    "\n  mutation DeleteWebstoreApiToken($id: ID!) {\n    deleteWebstoreApiToken(id: $id) {\n      id\n    }\n  }\n": types.DeleteWebstoreApiTokenDocument,
    "\n  query WorkRelations($employeeId: ID!) {\n    workRelations(employeeId: $employeeId) {\n      id\n      employeeId\n      subUnitId\n      subUnit {\n        id\n        name\n        organizationNumber\n      }\n      occupationCode\n      occupation {\n        code\n        name\n      }\n      startDate\n      endDate\n      pensionEndDate\n      endReason\n      samePositionSince\n      shiftType\n      employmentType\n      durationType\n      employmentPercentage\n      employmentPercentageUpdated\n      hoursEveryWeekWithFullEmployment\n      lastSalaryChange\n      onLeaveToday\n      leaves {\n        id\n        leaveId\n        leaveType\n        description\n        startDate\n        endDate\n        percentageLeave\n      }\n    }\n  }\n": types.WorkRelationsDocument,
    "\n  mutation CreateWorkRelation($employeeId: ID!, $input: WorkRelationInput!) {\n    createWorkRelation(employeeId: $employeeId, input: $input) {\n      id\n    }\n  }\n": types.CreateWorkRelationDocument,
    "\n  mutation UpdateWorkRelation($id: ID!, $input: WorkRelationInput!) {\n    updateWorkRelation(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateWorkRelationDocument,
    "\n  mutation DeleteWorkRelation($id: ID!) {\n    deleteWorkRelation(id: $id) {\n      id\n    }\n  }\n": types.DeleteWorkRelationDocument,
    "\n  query WorkRelationDefaults {\n    unitPaycheckSetting {\n      defaultWorkRelation {\n        subUnitId\n        occupationCode\n        employmentType\n        durationType\n        shiftType\n        hoursEveryWeekWithFullEmployment\n        employmentPercentage\n      }\n    }\n  }\n": types.WorkRelationDefaultsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    currentUser {\n      id\n      name\n      firstName\n      lastName\n      locale\n      login\n      permissions\n      currentUnit {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvitation($token: String!) {\n    acceptInvitation(token: $token) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query CurrentUserUnits($term: String, $limit: Int) {\n    currentUserUnits(term: $term, limit: $limit) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCurrentUserLocale($locale: String!) {\n    updateCurrentUser(input: { locale: $locale }) {\n      id\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"): (typeof documents)["\n  query RequestAccessUnitSearch($term: String!, $limit: Int, $date: Date!) {\n    unitSearch(term: $term, limit: $limit, date: $date) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccessToUnit($unitId: ID!) {\n    requestAccessToUnit(input: { unitId: $unitId }) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AltinnUsers {\n    altinnUsers {\n      userId\n      name\n      role\n      hasAltinnLogin\n      altinnPinMethod\n    }\n  }\n"): (typeof documents)["\n  query AltinnUsers {\n    altinnUsers {\n      userId\n      name\n      role\n      hasAltinnLogin\n      altinnPinMethod\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAltinnLogin {\n    unitUserSetting {\n      ...UnitUserSettingFields\n    }\n  }\n"): (typeof documents)["\n  query MyAltinnLogin {\n    unitUserSetting {\n      ...UnitUserSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {\n    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        description\n        carType\n        fuel\n        modelYear\n        purchasedDate\n        purchasedPrice\n        norwegianListPriceAsNew\n        seats\n        soldDate\n        soldPrice\n        enableVat\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Cars($limit: Int, $offset: Int, $orderBy: CarOrderBy, $orderDirection: OrderDirection, $filters: CarFilters) {\n    cars(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        description\n        carType\n        fuel\n        modelYear\n        purchasedDate\n        purchasedPrice\n        norwegianListPriceAsNew\n        seats\n        soldDate\n        soldPrice\n        enableVat\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCar($input: CarInput!) {\n    createCar(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCar($input: CarInput!) {\n    createCar(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCar($id: ID!, $input: CarInput!) {\n    updateCar(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCar($id: ID!, $input: CarInput!) {\n    updateCar(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCar($id: ID!) {\n    deleteCar(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GovernmentCarSearch($registrationNumber: String!) {\n    governmentCarSearch(registrationNumber: $registrationNumber) {\n      registrationNumber\n      make\n      model\n      modelYear\n      fuel\n      carType\n      seats\n      norwegianListPriceAsNew\n    }\n  }\n"): (typeof documents)["\n  query GovernmentCarSearch($registrationNumber: String!) {\n    governmentCarSearch(registrationNumber: $registrationNumber) {\n      registrationNumber\n      make\n      model\n      modelYear\n      fuel\n      carType\n      seats\n      norwegianListPriceAsNew\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccessRequests {\n    accessRequests(status: PENDING) {\n      id\n      status\n      createdAt\n      requester {\n        id\n        name\n        login\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnitMembers {\n    unitMembers {\n      id\n      role\n      user {\n        id\n        name\n        login\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAccessRequest($id: ID!, $role: Role!) {\n    approveAccessRequest(id: $id, role: $role) {\n      id\n      status\n      grantedRole\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineAccessRequest($id: ID!) {\n    declineAccessRequest(id: $id) {\n      id\n      status\n      decidedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n"): (typeof documents)["\n  subscription AccessRequestsChanged {\n    accessRequestsChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyDetailsFields on Unit {\n    id\n    name\n    unofficialName\n    organizationNumber\n    address\n    zip\n    city\n    countryCode\n    mobile\n    phone\n    website\n    email\n    locale\n    openedDate\n    closedDate\n    vatRegulation\n  }\n"): (typeof documents)["\n  fragment CompanyDetailsFields on Unit {\n    id\n    name\n    unofficialName\n    organizationNumber\n    address\n    zip\n    city\n    countryCode\n    mobile\n    phone\n    website\n    email\n    locale\n    openedDate\n    closedDate\n    vatRegulation\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyDetails {\n    currentUnit {\n      ...CompanyDetailsFields\n    }\n  }\n"): (typeof documents)["\n  query CompanyDetails {\n    currentUnit {\n      ...CompanyDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {\n    updateCurrentUnit(input: $input) {\n      ...CompanyDetailsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCurrentUnit($input: UpdateCurrentUnitInput!) {\n    updateCurrentUnit(input: $input) {\n      ...CompanyDetailsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SettingsCountries {\n    allCountries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query SettingsCountries {\n    allCountries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitInvoiceSetting {\n    unitInvoiceSetting {\n      ...InvoiceSettingFields\n    }\n  }\n"): (typeof documents)["\n  query UnitInvoiceSetting {\n    unitInvoiceSetting {\n      ...InvoiceSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvoiceSettingFields on UnitInvoiceSetting {\n    bban\n    iban\n    swift\n    currencyCode\n    customNote\n    customerCountry\n    customerCreditDays\n    defaultProductUnitOfMeasureCode\n    displaySettings {\n      showCar\n      showProject\n      showDepartment\n      showOrderedQuantity\n      showLineTaxAmount\n      showTaxAmount\n      showLineAllowance\n      showLineCharge\n      showInvoiceAllowance\n      showInvoiceCharge\n    }\n    exports\n    invoiceEmailCopy\n    usesKid\n    kidLength\n    kidModDigit\n    legalNotes\n    overdueNoticeCharge\n    usesOverdueNotices\n    paymentMethods\n    productGroups\n    startingInvoiceNumber\n    startingOrderNumber\n    supplierPartyReferenceSetting\n    taxInclusiveAmountRounding\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment InvoiceSettingFields on UnitInvoiceSetting {\n    bban\n    iban\n    swift\n    currencyCode\n    customNote\n    customerCountry\n    customerCreditDays\n    defaultProductUnitOfMeasureCode\n    displaySettings {\n      showCar\n      showProject\n      showDepartment\n      showOrderedQuantity\n      showLineTaxAmount\n      showTaxAmount\n      showLineAllowance\n      showLineCharge\n      showInvoiceAllowance\n      showInvoiceCharge\n    }\n    exports\n    invoiceEmailCopy\n    usesKid\n    kidLength\n    kidModDigit\n    legalNotes\n    overdueNoticeCharge\n    usesOverdueNotices\n    paymentMethods\n    productGroups\n    startingInvoiceNumber\n    startingOrderNumber\n    supplierPartyReferenceSetting\n    taxInclusiveAmountRounding\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {\n    saveUnitInvoiceSetting(input: $input) {\n      ...InvoiceSettingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUnitInvoiceSetting($input: SaveUnitInvoiceSettingInput!) {\n    saveUnitInvoiceSetting(input: $input) {\n      ...InvoiceSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitSetting {\n    unitSetting {\n      ...UnitSettingFields\n    }\n  }\n"): (typeof documents)["\n  query UnitSetting {\n    unitSetting {\n      ...UnitSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitSettingFields on UnitSetting {\n    companyNameOption\n    logo {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    oldLogos {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment UnitSettingFields on UnitSetting {\n    companyNameOption\n    logo {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    oldLogos {\n      signedBlobId\n      fileName\n      contentType\n      size\n      url\n    }\n    savedAt\n    savedBy {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {\n    saveUnitSetting(input: $input) {\n      ...UnitSettingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUnitSetting($input: SaveUnitSettingInput!) {\n    saveUnitSetting(input: $input) {\n      ...UnitSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitInvitations {\n    unitInvitations {\n      id\n      email\n      role\n      createdAt\n      expiresAt\n      expired\n      invitedBy\n    }\n  }\n"): (typeof documents)["\n  query UnitInvitations {\n    unitInvitations {\n      id\n      email\n      role\n      createdAt\n      expiresAt\n      expired\n      invitedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteMember($email: String!, $role: Role!) {\n    inviteMember(email: $email, role: $role) {\n      id\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation InviteMember($email: String!, $role: Role!) {\n    inviteMember(email: $email, role: $role) {\n      id\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CancelInvitation($id: ID!) {\n    cancelInvitation(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMembershipRole($userId: ID!, $role: Role!) {\n    updateMembershipRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMembershipRole($userId: ID!, $role: Role!) {\n    updateMembershipRole(userId: $userId, role: $role) {\n      id\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveMembership($userId: ID!) {\n    removeMembership(userId: $userId) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveMembership($userId: ID!) {\n    removeMembership(userId: $userId) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customers(\n    $limit: Int\n    $offset: Int\n    $orderBy: CustomerOrderBy\n    $orderDirection: OrderDirection\n    $filters: CustomerFilters\n  ) {\n    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        unofficialName\n        nameOption\n        displayName\n        isCompany\n        organizationNumber\n        customEmail\n        customPhone\n        invoiceDeliveryMethod\n        creditDays\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customers(\n    $limit: Int\n    $offset: Int\n    $orderBy: CustomerOrderBy\n    $orderDirection: OrderDirection\n    $filters: CustomerFilters\n  ) {\n    customers(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        unofficialName\n        nameOption\n        displayName\n        isCompany\n        organizationNumber\n        customEmail\n        customPhone\n        invoiceDeliveryMethod\n        creditDays\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      id\n      isCompany\n      name\n      unofficialName\n      nameOption\n      organizationNumber\n      reference\n      customPhone\n      customEmail\n      invoiceDeliveryMethod\n      creditDays\n      ownerId\n      deliveryLocations {\n        id\n        address\n        additionalAddress\n        zip\n        city\n        countryCode\n      }\n      customerContacts {\n        id\n        firstName\n        lastName\n        phone\n        email\n        jobTitle\n        comment\n      }\n    }\n  }\n"): (typeof documents)["\n  query Customer($id: ID!) {\n    customer(id: $id) {\n      id\n      isCompany\n      name\n      unofficialName\n      nameOption\n      organizationNumber\n      reference\n      customPhone\n      customEmail\n      invoiceDeliveryMethod\n      creditDays\n      ownerId\n      deliveryLocations {\n        id\n        address\n        additionalAddress\n        zip\n        city\n        countryCode\n      }\n      customerContacts {\n        id\n        firstName\n        lastName\n        phone\n        email\n        jobTitle\n        comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerFormOptions {\n    customerOwners {\n      id\n      name\n    }\n    allCountries {\n      code\n      name\n    }\n    unitInvoiceSetting {\n      customerCreditDays\n      customerCountry\n    }\n  }\n"): (typeof documents)["\n  query CustomerFormOptions {\n    customerOwners {\n      id\n      name\n    }\n    allCountries {\n      code\n      name\n    }\n    unitInvoiceSetting {\n      customerCreditDays\n      customerCountry\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCustomer($input: CustomerInput!) {\n    createCustomer(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCustomer($id: ID!, $input: CustomerInput!) {\n    updateCustomer(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCustomer($id: ID!) {\n    deleteCustomer(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserCompanies {\n    currentUserUnits {\n      id\n      isCompany\n    }\n  }\n"): (typeof documents)["\n  query UserCompanies {\n    currentUserUnits {\n      id\n      isCompany\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalEntityLookup($organizationNumber: String!) {\n    legalEntityLookup(organizationNumber: $organizationNumber) {\n      organizationNumber\n      name\n      address\n      zip\n      city\n    }\n  }\n"): (typeof documents)["\n  query LegalEntityLookup($organizationNumber: String!) {\n    legalEntityLookup(organizationNumber: $organizationNumber) {\n      organizationNumber\n      name\n      address\n      zip\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompany($input: CreateUnitInput!) {\n    createUnit(input: $input) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompany($input: CreateUnitInput!) {\n    createUnit(input: $input) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"): (typeof documents)["\n  query Departments(\n    $limit: Int\n    $offset: Int\n    $orderBy: DepartmentOrderBy\n    $orderDirection: OrderDirection\n    $filters: DepartmentFilters\n  ) {\n    departments(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateDepartment($input: DepartmentInput!) {\n    createDepartment(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDepartment($id: ID!, $input: DepartmentInput!) {\n    updateDepartment(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDepartment($id: ID!) {\n    deleteDepartment(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DimensionChoices on Query {\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    cars(limit: 500) {\n      items {\n        id\n        name\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment DimensionChoices on Query {\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    cars(limit: 500) {\n      items {\n        id\n        name\n        carRegistrations {\n          id\n          registrationNumber\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeTaxCards($employeeId: ID!) {\n    employeeTaxCards(employeeId: $employeeId) {\n      id\n      calendarYear\n      taxDeductionMethod\n      taxTable\n      taxPercentage\n      taxExemption\n      taxExemptionAmountLimit\n      fetchedAt\n      file {\n        signedBlobId\n        fileName\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmployeeTaxCards($employeeId: ID!) {\n    employeeTaxCards(employeeId: $employeeId) {\n      id\n      calendarYear\n      taxDeductionMethod\n      taxTable\n      taxPercentage\n      taxExemption\n      taxExemptionAmountLimit\n      fetchedAt\n      file {\n        signedBlobId\n        fileName\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployeeTaxCard($employeeId: ID!, $input: EmployeeTaxCardInput!) {\n    createEmployeeTaxCard(employeeId: $employeeId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmployeeTaxCard($employeeId: ID!, $input: EmployeeTaxCardInput!) {\n    createEmployeeTaxCard(employeeId: $employeeId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployeeTaxCard($id: ID!, $input: EmployeeTaxCardInput!) {\n    updateEmployeeTaxCard(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmployeeTaxCard($id: ID!, $input: EmployeeTaxCardInput!) {\n    updateEmployeeTaxCard(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployeeTaxCard($id: ID!) {\n    deleteEmployeeTaxCard(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmployeeTaxCard($id: ID!) {\n    deleteEmployeeTaxCard(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FetchEmployeeTaxCard($employeeId: ID!, $calendarYear: Int!) {\n    fetchEmployeeTaxCard(employeeId: $employeeId, calendarYear: $calendarYear) {\n      id\n      calendarYear\n    }\n  }\n"): (typeof documents)["\n  mutation FetchEmployeeTaxCard($employeeId: ID!, $calendarYear: Int!) {\n    fetchEmployeeTaxCard(employeeId: $employeeId, calendarYear: $calendarYear) {\n      id\n      calendarYear\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employees(\n    $limit: Int\n    $offset: Int\n    $orderBy: EmployeeOrderBy\n    $orderDirection: OrderDirection\n    $filters: EmployeeFilters\n  ) {\n    employees(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        birthDate\n        socialSecurityNumber\n        temporarySocialSecurityNumber\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  query Employees(\n    $limit: Int\n    $offset: Int\n    $orderBy: EmployeeOrderBy\n    $orderDirection: OrderDirection\n    $filters: EmployeeFilters\n  ) {\n    employees(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        birthDate\n        socialSecurityNumber\n        temporarySocialSecurityNumber\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Employee($id: ID!) {\n    employee(id: $id) {\n      id\n      firstName\n      lastName\n      name\n      email\n      address\n      zip\n      city\n      postbox\n      postboxZip\n      postboxCity\n      countryCode\n      phone\n      phoneCountry\n      birthDate\n      birthDateMismatchReason\n      bban\n      iban\n      swift\n      vacationMoneyPercentage\n      creditDays\n      socialSecurityNumber\n      temporarySocialSecurityNumber\n      status\n    }\n  }\n"): (typeof documents)["\n  query Employee($id: ID!) {\n    employee(id: $id) {\n      id\n      firstName\n      lastName\n      name\n      email\n      address\n      zip\n      city\n      postbox\n      postboxZip\n      postboxCity\n      countryCode\n      phone\n      phoneCountry\n      birthDate\n      birthDateMismatchReason\n      bban\n      iban\n      swift\n      vacationMoneyPercentage\n      creditDays\n      socialSecurityNumber\n      temporarySocialSecurityNumber\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeFormOptions {\n    allCountries {\n      code\n      name\n      phoneCode\n    }\n    unitPaycheckSetting {\n      defaultVacationMoneyPercentage\n      defaultCreditDays\n    }\n  }\n"): (typeof documents)["\n  query EmployeeFormOptions {\n    allCountries {\n      code\n      name\n      phoneCode\n    }\n    unitPaycheckSetting {\n      defaultVacationMoneyPercentage\n      defaultCreditDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmployeeSearch($ssn: String, $tssn: String, $email: String, $phone: String) {\n    employeeSearch(ssn: $ssn, tssn: $tssn, email: $email, phone: $phone) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query EmployeeSearch($ssn: String, $tssn: String, $email: String, $phone: String) {\n    employeeSearch(ssn: $ssn, tssn: $tssn, email: $email, phone: $phone) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmployee($input: EmployeeInput!) {\n    createEmployee(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmployee($id: ID!, $input: EmployeeInput!) {\n    updateEmployee(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmployee($id: ID!) {\n    deleteEmployee(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InvoicePdfInfo($id: ID!, $maxDate: Date) {\n    invoice(id: $id) {\n      id\n      kind\n      number\n      pdfTypes(maxDate: $maxDate)\n    }\n  }\n"): (typeof documents)["\n  query InvoicePdfInfo($id: ID!, $maxDate: Date) {\n    invoice(id: $id) {\n      id\n      kind\n      number\n      pdfTypes(maxDate: $maxDate)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MunicipalityRowFields on Municipality {\n    number\n    name\n    countyNumber\n    countyName\n    employerTaxZones {\n      zone\n      comment\n    }\n    details {\n      id\n      bban\n      organizationNumber\n      organizationName\n      contactName\n      contactPhone\n      contactEmail\n      address\n      zip\n      city\n    }\n  }\n"): (typeof documents)["\n  fragment MunicipalityRowFields on Municipality {\n    number\n    name\n    countyNumber\n    countyName\n    employerTaxZones {\n      zone\n      comment\n    }\n    details {\n      id\n      bban\n      organizationNumber\n      organizationName\n      contactName\n      contactPhone\n      contactEmail\n      address\n      zip\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Municipalities(\n    $limit: Int\n    $offset: Int\n    $orderBy: MunicipalityOrderBy\n    $orderDirection: OrderDirection\n    $filters: MunicipalityFilters\n  ) {\n    municipalities(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        ...MunicipalityRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Municipalities(\n    $limit: Int\n    $offset: Int\n    $orderBy: MunicipalityOrderBy\n    $orderDirection: OrderDirection\n    $filters: MunicipalityFilters\n  ) {\n    municipalities(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        ...MunicipalityRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MunicipalitySearch($term: String!, $limit: Int) {\n    municipalitySearch(term: $term, limit: $limit) {\n      number\n      name\n      countyName\n      employerTaxZones {\n        zone\n      }\n    }\n  }\n"): (typeof documents)["\n  query MunicipalitySearch($term: String!, $limit: Int) {\n    municipalitySearch(term: $term, limit: $limit) {\n      number\n      name\n      countyName\n      employerTaxZones {\n        zone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Municipality($number: String!) {\n    municipality(number: $number) {\n      number\n      name\n    }\n  }\n"): (typeof documents)["\n  query Municipality($number: String!) {\n    municipality(number: $number) {\n      number\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMunicipalityDetails($number: String!, $input: MunicipalityDetailsInput!) {\n    saveMunicipalityDetails(number: $number, input: $input) {\n      ...MunicipalityRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMunicipalityDetails($number: String!, $input: MunicipalityDetailsInput!) {\n    saveMunicipalityDetails(number: $number, input: $input) {\n      ...MunicipalityRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMunicipalityDetails($number: String!) {\n    deleteMunicipalityDetails(number: $number) {\n      ...MunicipalityRowFields\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMunicipalityDetails($number: String!) {\n    deleteMunicipalityDetails(number: $number) {\n      ...MunicipalityRowFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Occupations(\n    $limit: Int\n    $offset: Int\n    $orderBy: OccupationOrderBy\n    $orderDirection: OrderDirection\n    $filters: OccupationFilters\n  ) {\n    occupations(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        code\n        name\n        shortName\n        validFrom\n        validTo\n      }\n    }\n  }\n"): (typeof documents)["\n  query Occupations(\n    $limit: Int\n    $offset: Int\n    $orderBy: OccupationOrderBy\n    $orderDirection: OrderDirection\n    $filters: OccupationFilters\n  ) {\n    occupations(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        code\n        name\n        shortName\n        validFrom\n        validTo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OccupationSearch($term: String!, $limit: Int) {\n    occupationSearch(term: $term, limit: $limit) {\n      code\n      name\n      validTo\n    }\n  }\n"): (typeof documents)["\n  query OccupationSearch($term: String!, $limit: Int) {\n    occupationSearch(term: $term, limit: $limit) {\n      code\n      name\n      validTo\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Occupation($code: String!) {\n    occupation(code: $code) {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query Occupation($code: String!) {\n    occupation(code: $code) {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderCustomerDefaults on Customer {\n    reference\n    deliveryLocations {\n      id\n      address\n      additionalAddress\n      zip\n      city\n      countryCode\n    }\n  }\n"): (typeof documents)["\n  fragment OrderCustomerDefaults on Customer {\n    reference\n    deliveryLocations {\n      id\n      address\n      additionalAddress\n      zip\n      city\n      countryCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderEditorDeliveryFields on OrderDelivery {\n    address\n    additionalAddress\n    zip\n    city\n    countryCode\n  }\n\n  fragment OrderEditorLineFields on OrderLine {\n    id\n    productId\n    itemName\n    itemDescription\n    sellersItemIdentification\n    quantity\n    orderedQuantity\n    unitOfMeasureCode\n    priceAmount\n    baseQuantity\n    vatRateSymbol\n    taxExemptionReason\n    allowanceCharge {\n      chargeIndicator\n      percent\n      amount\n    }\n  }\n\n  fragment OrderEditorAllowanceChargeFields on OrderAllowanceCharge {\n    id\n    chargeIndicator\n    reason\n    percent\n    fixedAmount\n    vatRateSymbol\n    taxExemptionReason\n  }\n"): (typeof documents)["\n  fragment OrderEditorDeliveryFields on OrderDelivery {\n    address\n    additionalAddress\n    zip\n    city\n    countryCode\n  }\n\n  fragment OrderEditorLineFields on OrderLine {\n    id\n    productId\n    itemName\n    itemDescription\n    sellersItemIdentification\n    quantity\n    orderedQuantity\n    unitOfMeasureCode\n    priceAmount\n    baseQuantity\n    vatRateSymbol\n    taxExemptionReason\n    allowanceCharge {\n      chargeIndicator\n      percent\n      amount\n    }\n  }\n\n  fragment OrderEditorAllowanceChargeFields on OrderAllowanceCharge {\n    id\n    chargeIndicator\n    reason\n    percent\n    fixedAmount\n    vatRateSymbol\n    taxExemptionReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEditor($id: ID!) {\n    order(id: $id) {\n      id\n      date\n      currencyCode\n      reference\n      note\n      isExport\n      projectId\n      departmentId\n      carRegistrationId\n      customer {\n        id\n        displayName\n        ...OrderCustomerDefaults\n      }\n      delivery {\n        ...OrderEditorDeliveryFields\n      }\n      lines {\n        ...OrderEditorLineFields\n      }\n      allowanceCharges {\n        ...OrderEditorAllowanceChargeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderEditor($id: ID!) {\n    order(id: $id) {\n      id\n      date\n      currencyCode\n      reference\n      note\n      isExport\n      projectId\n      departmentId\n      carRegistrationId\n      customer {\n        id\n        displayName\n        ...OrderCustomerDefaults\n      }\n      delivery {\n        ...OrderEditorDeliveryFields\n      }\n      lines {\n        ...OrderEditorLineFields\n      }\n      allowanceCharges {\n        ...OrderEditorAllowanceChargeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderEditorChoices {\n    ...DimensionChoices\n    unitInvoiceSetting {\n      currencyCode\n      defaultProductUnitOfMeasureCode\n      taxInclusiveAmountRounding\n    }\n  }\n"): (typeof documents)["\n  query OrderEditorChoices {\n    ...DimensionChoices\n    unitInvoiceSetting {\n      currencyCode\n      defaultProductUnitOfMeasureCode\n      taxInclusiveAmountRounding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderVatRates($date: Date!) {\n    allNorwegianVatRates(date: $date) {\n      id\n      vatRateSymbol\n      percentage\n    }\n  }\n"): (typeof documents)["\n  query OrderVatRates($date: Date!) {\n    allNorwegianVatRates(date: $date) {\n      id\n      vatRateSymbol\n      percentage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderCustomerSearch($name: String) {\n    customers(filters: { name: $name }, limit: 20) {\n      items {\n        id\n        displayName\n        organizationNumber\n        ...OrderCustomerDefaults\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderCustomerSearch($name: String) {\n    customers(filters: { name: $name }, limit: 20) {\n      items {\n        id\n        displayName\n        organizationNumber\n        ...OrderCustomerDefaults\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderProductSearch($search: String) {\n    products(filters: { search: $search, active: true }, limit: 20) {\n      items {\n        id\n        number\n        name\n        description\n        unitOfMeasureCode\n        vatRateSymbol\n        taxExemptionReason\n        prices {\n          id\n          validFrom\n          validTo\n          salePrice\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderProductSearch($search: String) {\n    products(filters: { search: $search, active: true }, limit: 20) {\n      items {\n        id\n        number\n        name\n        description\n        unitOfMeasureCode\n        vatRateSymbol\n        taxExemptionReason\n        prices {\n          id\n          validFrom\n          validTo\n          salePrice\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrder($input: OrderInput!) {\n    createOrder(input: $input) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrder($input: OrderInput!) {\n    createOrder(input: $input) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrder($id: ID!, $input: OrderInput!) {\n    updateOrder(id: $id, input: $input) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrder($id: ID!, $input: OrderInput!) {\n    updateOrder(id: $id, input: $input) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderMails($id: ID!) {\n    order(id: $id) {\n      id\n      defaultMailRecipient\n      mails {\n        id\n        pdfType\n        recipient\n        subject\n        status\n        error\n        createdAt\n        sentAt\n        attempts {\n          at\n          outcome\n          answer\n        }\n        attachments {\n          id\n          fileName\n          size\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderMails($id: ID!) {\n    order(id: $id) {\n      id\n      defaultMailRecipient\n      mails {\n        id\n        pdfType\n        recipient\n        subject\n        status\n        error\n        createdAt\n        sentAt\n        attempts {\n          at\n          outcome\n          answer\n        }\n        attachments {\n          id\n          fileName\n          size\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EmailOrder($id: ID!, $input: EmailOrderInput!) {\n    emailOrder(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation EmailOrder($id: ID!, $input: EmailOrderInput!) {\n    emailOrder(id: $id, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Orders(\n    $limit: Int\n    $offset: Int\n    $orderBy: OrderOrderBy\n    $orderDirection: OrderDirection\n    $filters: OrderFilters\n  ) {\n    orders(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        date\n        status\n        invoiced\n        reference\n        currencyCode\n        payableAmount\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Orders(\n    $limit: Int\n    $offset: Int\n    $orderBy: OrderOrderBy\n    $orderDirection: OrderDirection\n    $filters: OrderFilters\n  ) {\n    orders(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        date\n        status\n        invoiced\n        reference\n        currencyCode\n        payableAmount\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Order($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      date\n      status\n      invoiced\n      reference\n      note\n      currencyCode\n      customer {\n        id\n        displayName\n      }\n      delivery {\n        address\n        zip\n        city\n        countryCode\n      }\n      lines {\n        id\n        number\n        itemName\n        sellersItemIdentification\n        quantity\n        orderedQuantity\n        unitOfMeasureCode\n        priceAmount\n        taxPercent\n        lineExtensionAmount\n      }\n      allowanceCharges {\n        id\n        chargeIndicator\n        reason\n        percent\n        amount\n      }\n      lineExtensionAmount\n      taxExclusiveAmount\n      taxInclusiveAmount\n      payableRoundingAmount\n      payableAmount\n      taxSubtotals {\n        taxCategory\n        taxPercent\n        taxableAmount\n        taxAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query Order($id: ID!) {\n    order(id: $id) {\n      id\n      number\n      date\n      status\n      invoiced\n      reference\n      note\n      currencyCode\n      customer {\n        id\n        displayName\n      }\n      delivery {\n        address\n        zip\n        city\n        countryCode\n      }\n      lines {\n        id\n        number\n        itemName\n        sellersItemIdentification\n        quantity\n        orderedQuantity\n        unitOfMeasureCode\n        priceAmount\n        taxPercent\n        lineExtensionAmount\n      }\n      allowanceCharges {\n        id\n        chargeIndicator\n        reason\n        percent\n        amount\n      }\n      lineExtensionAmount\n      taxExclusiveAmount\n      taxInclusiveAmount\n      payableRoundingAmount\n      payableAmount\n      taxSubtotals {\n        taxCategory\n        taxPercent\n        taxableAmount\n        taxAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LockOrder($id: ID!, $createDifference: Boolean) {\n    lockOrder(id: $id, createDifference: $createDifference) {\n      order {\n        id\n        status\n      }\n      differenceOrder {\n        id\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LockOrder($id: ID!, $createDifference: Boolean) {\n    lockOrder(id: $id, createDifference: $createDifference) {\n      order {\n        id\n        status\n      }\n      differenceOrder {\n        id\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOrder($id: ID!) {\n    cancelOrder(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DuplicateOrder($id: ID!) {\n    duplicateOrder(id: $id) {\n      id\n      number\n    }\n  }\n"): (typeof documents)["\n  mutation DuplicateOrder($id: ID!) {\n    duplicateOrder(id: $id) {\n      id\n      number\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaycheckSettingFields on UnitPaycheckSetting {\n    altinnSystemUserName\n    altinnSystemPasswordSet\n    calculationForTax\n    currencyCode\n    defaultCreditDays\n    defaultVacationMoneyPercentage\n    defaultWorkRelation {\n      subUnitId\n      occupationCode\n      employmentType\n      durationType\n      shiftType\n      hoursEveryWeekWithFullEmployment\n      employmentPercentage\n    }\n    municipality {\n      number\n      name\n    }\n    startingPaycheckNumber\n    savedAt\n  }\n"): (typeof documents)["\n  fragment PaycheckSettingFields on UnitPaycheckSetting {\n    altinnSystemUserName\n    altinnSystemPasswordSet\n    calculationForTax\n    currencyCode\n    defaultCreditDays\n    defaultVacationMoneyPercentage\n    defaultWorkRelation {\n      subUnitId\n      occupationCode\n      employmentType\n      durationType\n      shiftType\n      hoursEveryWeekWithFullEmployment\n      employmentPercentage\n    }\n    municipality {\n      number\n      name\n    }\n    startingPaycheckNumber\n    savedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnitPaycheckSetting {\n    unitPaycheckSetting {\n      ...PaycheckSettingFields\n    }\n  }\n"): (typeof documents)["\n  query UnitPaycheckSetting {\n    unitPaycheckSetting {\n      ...PaycheckSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUnitPaycheckSetting($input: SaveUnitPaycheckSettingInput!) {\n    saveUnitPaycheckSetting(input: $input) {\n      ...PaycheckSettingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUnitPaycheckSetting($input: SaveUnitPaycheckSettingInput!) {\n    saveUnitPaycheckSetting(input: $input) {\n      ...PaycheckSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MainPaycheckLineTemplates(\n    $limit: Int\n    $offset: Int\n    $orderBy: MainPaycheckLineTemplateOrderBy\n    $orderDirection: OrderDirection\n    $filters: MainPaycheckLineTemplateFilters\n    $withFigures: Boolean!\n  ) {\n    mainPaycheckLineTemplates(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        number\n        active\n        description\n        altinnDescription\n        altinnFordel\n        payCode\n        quantity @include(if: $withFigures)\n        rate @include(if: $withFigures)\n        sum @include(if: $withFigures)\n        carOverwrite\n        projectOverwrite\n        departmentOverwrite\n        calculationType\n        calculatePositive\n        editableFromEmployeePage\n      }\n    }\n  }\n"): (typeof documents)["\n  query MainPaycheckLineTemplates(\n    $limit: Int\n    $offset: Int\n    $orderBy: MainPaycheckLineTemplateOrderBy\n    $orderDirection: OrderDirection\n    $filters: MainPaycheckLineTemplateFilters\n    $withFigures: Boolean!\n  ) {\n    mainPaycheckLineTemplates(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        number\n        active\n        description\n        altinnDescription\n        altinnFordel\n        payCode\n        quantity @include(if: $withFigures)\n        rate @include(if: $withFigures)\n        sum @include(if: $withFigures)\n        carOverwrite\n        projectOverwrite\n        departmentOverwrite\n        calculationType\n        calculatePositive\n        editableFromEmployeePage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateMainPaycheckLineTemplate($input: MainPaycheckLineTemplateInput!) {\n    createMainPaycheckLineTemplate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateMainPaycheckLineTemplate($input: MainPaycheckLineTemplateInput!) {\n    createMainPaycheckLineTemplate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMainPaycheckLineTemplate($id: ID!, $input: MainPaycheckLineTemplateInput!) {\n    updateMainPaycheckLineTemplate(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMainPaycheckLineTemplate($id: ID!, $input: MainPaycheckLineTemplateInput!) {\n    updateMainPaycheckLineTemplate(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMainPaycheckLineTemplate($id: ID!) {\n    deleteMainPaycheckLineTemplate(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMainPaycheckLineTemplate($id: ID!) {\n    deleteMainPaycheckLineTemplate(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveMainTemplates {\n    mainPaycheckLineTemplates(limit: 500, filters: { active: true }) {\n      items {\n        id\n        number\n        description\n        editableFromEmployeePage\n        carOverwrite\n        projectOverwrite\n        departmentOverwrite\n      }\n    }\n  }\n"): (typeof documents)["\n  query ActiveMainTemplates {\n    mainPaycheckLineTemplates(limit: 500, filters: { active: true }) {\n      items {\n        id\n        number\n        description\n        editableFromEmployeePage\n        carOverwrite\n        projectOverwrite\n        departmentOverwrite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateDimensions {\n    cars(limit: 500) {\n      items {\n        id\n        name\n      }\n    }\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query TemplateDimensions {\n    cars(limit: 500) {\n      items {\n        id\n        name\n      }\n    }\n    projects(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaycheckTemplateFields on PaycheckTemplate {\n    workRelation {\n      id\n      employeeName\n      startDate\n      endDate\n    }\n    lines {\n      id\n      position\n      mainTemplate {\n        id\n        number\n        description\n        payCode\n        calculationType\n        editableFromEmployeePage\n      }\n      description\n      quantity\n      rate\n      sum\n      car {\n        id\n        name\n      }\n      project {\n        id\n        code\n        name\n      }\n      department {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PaycheckTemplateFields on PaycheckTemplate {\n    workRelation {\n      id\n      employeeName\n      startDate\n      endDate\n    }\n    lines {\n      id\n      position\n      mainTemplate {\n        id\n        number\n        description\n        payCode\n        calculationType\n        editableFromEmployeePage\n      }\n      description\n      quantity\n      rate\n      sum\n      car {\n        id\n        name\n      }\n      project {\n        id\n        code\n        name\n      }\n      department {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaycheckTemplate($workRelationId: ID) {\n    paycheckTemplate(workRelationId: $workRelationId) {\n      ...PaycheckTemplateFields\n    }\n  }\n"): (typeof documents)["\n  query PaycheckTemplate($workRelationId: ID) {\n    paycheckTemplate(workRelationId: $workRelationId) {\n      ...PaycheckTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePaycheckTemplate($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) {\n    savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {\n      ...PaycheckTemplateFields\n    }\n  }\n"): (typeof documents)["\n  mutation SavePaycheckTemplate($workRelationId: ID, $lines: [PaycheckTemplateLineInput!]!) {\n    savePaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {\n      ...PaycheckTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSimplifiedPaycheckTemplate($workRelationId: ID!, $lines: [SimplifiedPaycheckTemplateLineInput!]!) {\n    saveSimplifiedPaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {\n      ...PaycheckTemplateFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveSimplifiedPaycheckTemplate($workRelationId: ID!, $lines: [SimplifiedPaycheckTemplateLineInput!]!) {\n    saveSimplifiedPaycheckTemplate(workRelationId: $workRelationId, lines: $lines) {\n      ...PaycheckTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods(\n    $limit: Int\n    $offset: Int\n    $orderBy: PaymentMethodOrderBy\n    $orderDirection: OrderDirection\n    $filters: PaymentMethodFilters\n  ) {\n    paymentMethods(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethods(\n    $limit: Int\n    $offset: Int\n    $orderBy: PaymentMethodOrderBy\n    $orderDirection: OrderDirection\n    $filters: PaymentMethodFilters\n  ) {\n    paymentMethods(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($id: ID!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePaymentMethod($id: ID!) {\n    deletePaymentMethod(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PensionUnitSelections(\n    $limit: Int\n    $offset: Int\n    $orderBy: PensionUnitSelectionOrderBy\n    $orderDirection: OrderDirection\n    $filters: PensionUnitSelectionFilters\n  ) {\n    pensionUnitSelections(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        pensionUnitId\n        pensionUnit {\n          id\n          name\n          organizationNumber\n        }\n        validFrom\n        validTo\n      }\n    }\n  }\n"): (typeof documents)["\n  query PensionUnitSelections(\n    $limit: Int\n    $offset: Int\n    $orderBy: PensionUnitSelectionOrderBy\n    $orderDirection: OrderDirection\n    $filters: PensionUnitSelectionFilters\n  ) {\n    pensionUnitSelections(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        pensionUnitId\n        pensionUnit {\n          id\n          name\n          organizationNumber\n        }\n        validFrom\n        validTo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PensionCompanySearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isPensionCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n    }\n  }\n"): (typeof documents)["\n  query PensionCompanySearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isPensionCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePensionUnitSelection($input: PensionUnitSelectionInput!) {\n    createPensionUnitSelection(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePensionUnitSelection($input: PensionUnitSelectionInput!) {\n    createPensionUnitSelection(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePensionUnitSelection($id: ID!, $input: PensionUnitSelectionInput!) {\n    updatePensionUnitSelection(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePensionUnitSelection($id: ID!, $input: PensionUnitSelectionInput!) {\n    updatePensionUnitSelection(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePensionUnitSelection($id: ID!) {\n    deletePensionUnitSelection(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePensionUnitSelection($id: ID!) {\n    deletePensionUnitSelection(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductGroups(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductGroupOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductGroupFilters\n  ) {\n    productGroups(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        description\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductGroups(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductGroupOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductGroupFilters\n  ) {\n    productGroups(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        description\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductGroupTree($limit: Int, $offset: Int) {\n    productGroups(limit: $limit, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductGroupTree($limit: Int, $offset: Int) {\n    productGroups(limit: $limit, offset: $offset) {\n      totalCount\n      items {\n        id\n        name\n        parentGroupId\n        path\n        childCount\n        productCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductGroup($input: ProductGroupInput!) {\n    createProductGroup(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductGroup($input: ProductGroupInput!) {\n    createProductGroup(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {\n    updateProductGroup(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductGroup($id: ID!, $input: ProductGroupInput!) {\n    updateProductGroup(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductGroup($id: ID!) {\n    deleteProductGroup(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProductGroup($id: ID!) {\n    deleteProductGroup(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {\n    moveProductGroups(moves: $moves) {\n      id\n      parentGroupId\n      path\n    }\n  }\n"): (typeof documents)["\n  mutation MoveProductGroups($moves: [ProductGroupMoveInput!]!) {\n    moveProductGroups(moves: $moves) {\n      id\n      parentGroupId\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantHolders(\n    $limit: Int\n    $offset: Int\n    $orderBy: VariantHolderOrderBy\n    $orderDirection: OrderDirection\n    $filters: VariantHolderFilters\n  ) {\n    variantHolders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        attributeName\n        description\n        parentGroupId\n        parentGroup {\n          id\n          path\n        }\n        variants {\n          id\n          name\n          products {\n            id\n            number\n            name\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantHolders(\n    $limit: Int\n    $offset: Int\n    $orderBy: VariantHolderOrderBy\n    $orderDirection: OrderDirection\n    $filters: VariantHolderFilters\n  ) {\n    variantHolders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        name\n        attributeName\n        description\n        parentGroupId\n        parentGroup {\n          id\n          path\n        }\n        variants {\n          id\n          name\n          products {\n            id\n            number\n            name\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVariantHolder($input: VariantHolderInput!) {\n    createVariantHolder(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVariantHolder($input: VariantHolderInput!) {\n    createVariantHolder(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {\n    updateVariantHolder(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVariantHolder($id: ID!, $input: VariantHolderInput!) {\n    updateVariantHolder(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVariantHolder($id: ID!) {\n    deleteVariantHolder(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVariantHolder($id: ID!) {\n    deleteVariantHolder(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {\n    setVariantProducts(variantId: $variantId, productIds: $productIds) {\n      id\n      products {\n        id\n        number\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetVariantProducts($variantId: ID!, $productIds: [ID!]!) {\n    setVariantProducts(variantId: $variantId, productIds: $productIds) {\n      id\n      products {\n        id\n        number\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariantProductSearch($name: String, $limit: Int) {\n    products(filters: { name: $name }, limit: $limit) {\n      items {\n        id\n        number\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariantProductSearch($name: String, $limit: Int) {\n    products(filters: { name: $name }, limit: $limit) {\n      items {\n        id\n        number\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Products(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductFilters\n  ) {\n    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        name\n        unitOfMeasureCode\n        vatRateSymbol\n        isActive\n        productGroup {\n          id\n          name\n        }\n        currentPrice {\n          salePrice\n          contributionMargin {\n            amount\n            percent\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Products(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProductOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProductFilters\n  ) {\n    products(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        number\n        name\n        unitOfMeasureCode\n        vatRateSymbol\n        isActive\n        productGroup {\n          id\n          name\n        }\n        currentPrice {\n          salePrice\n          contributionMargin {\n            amount\n            percent\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Product($id: ID!) {\n    product(id: $id) {\n      id\n      number\n      name\n      description\n      unitOfMeasureCode\n      vatRateSymbol\n      taxExemptionReason\n      productGroupId\n      supplierUnitId\n      supplierUnit {\n        id\n        name\n      }\n      suppliersProductNumber\n      projectId\n      departmentId\n      carRegistrationId\n      prices {\n        validFrom\n        validTo\n        purchasePrice\n        salePrice\n      }\n      activePeriods {\n        activeFrom\n        activeTo\n      }\n      images {\n        signedBlobId\n        fileName\n        contentType\n        size\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  query Product($id: ID!) {\n    product(id: $id) {\n      id\n      number\n      name\n      description\n      unitOfMeasureCode\n      vatRateSymbol\n      taxExemptionReason\n      productGroupId\n      supplierUnitId\n      supplierUnit {\n        id\n        name\n      }\n      suppliersProductNumber\n      projectId\n      departmentId\n      carRegistrationId\n      prices {\n        validFrom\n        validTo\n        purchasePrice\n        salePrice\n      }\n      activePeriods {\n        activeFrom\n        activeTo\n      }\n      images {\n        signedBlobId\n        fileName\n        contentType\n        size\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) {\n    updateProduct(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductChoices {\n    productGroups(limit: 500) {\n      items {\n        id\n        name\n        path\n      }\n    }\n    ...DimensionChoices\n    unitInvoiceSetting {\n      defaultProductUnitOfMeasureCode\n    }\n  }\n"): (typeof documents)["\n  query ProductChoices {\n    productGroups(limit: 500) {\n      items {\n        id\n        name\n        path\n      }\n    }\n    ...DimensionChoices\n    unitInvoiceSetting {\n      defaultProductUnitOfMeasureCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupplierSearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"): (typeof documents)["\n  query SupplierSearch($term: String, $date: Date!) {\n    unitSearch(term: $term, date: $date, isCompany: true, limit: 20) {\n      id\n      name\n      organizationNumber\n      city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"): (typeof documents)["\n  query Projects(\n    $limit: Int\n    $offset: Int\n    $orderBy: ProjectOrderBy\n    $orderDirection: OrderDirection\n    $filters: ProjectFilters\n  ) {\n    projects(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        code\n        name\n        startDate\n        endDate\n        enableVat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProject($input: ProjectInput!) {\n    createProject(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProject($id: ID!, $input: ProjectInput!) {\n    updateProject(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProject($id: ID!) {\n    deleteProject(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringOrders(\n    $limit: Int\n    $offset: Int\n    $orderBy: RecurringOrderOrderBy\n    $orderDirection: OrderDirection\n    $filters: RecurringOrderFilters\n  ) {\n    recurringOrders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        active\n        interval\n        intervalUnit\n        intervalCount\n        startDate\n        endDate\n        nextDate\n        nextCreateOn\n        lastOrderDate\n        reference\n        currencyCode\n        payableAmount\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecurringOrders(\n    $limit: Int\n    $offset: Int\n    $orderBy: RecurringOrderOrderBy\n    $orderDirection: OrderDirection\n    $filters: RecurringOrderFilters\n  ) {\n    recurringOrders(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        active\n        interval\n        intervalUnit\n        intervalCount\n        startDate\n        endDate\n        nextDate\n        nextCreateOn\n        lastOrderDate\n        reference\n        currencyCode\n        payableAmount\n        customer {\n          id\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringOrderCustomers {\n    customers(limit: 500) {\n      items {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecurringOrderCustomers {\n    customers(limit: 500) {\n      items {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecurringOrderEditor($id: ID!) {\n    recurringOrder(id: $id) {\n      id\n      active\n      startDate\n      endDate\n      dateOffset\n      interval\n      nextDate\n      lastOrderDate\n      lastGeneratedOn\n      currencyCode\n      reference\n      note\n      isExport\n      projectId\n      departmentId\n      carRegistrationId\n      customer {\n        id\n        displayName\n        ...OrderCustomerDefaults\n      }\n      delivery {\n        ...OrderEditorDeliveryFields\n      }\n      lines {\n        ...OrderEditorLineFields\n      }\n      allowanceCharges {\n        ...OrderEditorAllowanceChargeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecurringOrderEditor($id: ID!) {\n    recurringOrder(id: $id) {\n      id\n      active\n      startDate\n      endDate\n      dateOffset\n      interval\n      nextDate\n      lastOrderDate\n      lastGeneratedOn\n      currencyCode\n      reference\n      note\n      isExport\n      projectId\n      departmentId\n      carRegistrationId\n      customer {\n        id\n        displayName\n        ...OrderCustomerDefaults\n      }\n      delivery {\n        ...OrderEditorDeliveryFields\n      }\n      lines {\n        ...OrderEditorLineFields\n      }\n      allowanceCharges {\n        ...OrderEditorAllowanceChargeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingRecurringDates($input: RecurringScheduleInput!, $count: Int) {\n    upcomingRecurringDates(input: $input, count: $count) {\n      date\n      createOn\n    }\n  }\n"): (typeof documents)["\n  query UpcomingRecurringDates($input: RecurringScheduleInput!, $count: Int) {\n    upcomingRecurringDates(input: $input, count: $count) {\n      date\n      createOn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRecurringOrder($input: RecurringOrderInput!) {\n    createRecurringOrder(input: $input) {\n      id\n      nextDate\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRecurringOrder($input: RecurringOrderInput!) {\n    createRecurringOrder(input: $input) {\n      id\n      nextDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRecurringOrder($id: ID!, $input: RecurringOrderInput!) {\n    updateRecurringOrder(id: $id, input: $input) {\n      id\n      nextDate\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRecurringOrder($id: ID!, $input: RecurringOrderInput!) {\n    updateRecurringOrder(id: $id, input: $input) {\n      id\n      nextDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRecurringOrder($id: ID!) {\n    deleteRecurringOrder(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRecurringOrder($id: ID!) {\n    deleteRecurringOrder(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubUnits(\n    $limit: Int\n    $offset: Int\n    $orderBy: SubUnitOrderBy\n    $orderDirection: OrderDirection\n    $filters: SubUnitFilters\n  ) {\n    subUnits(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        organizationNumber\n        departmentId\n        department {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubUnits(\n    $limit: Int\n    $offset: Int\n    $orderBy: SubUnitOrderBy\n    $orderDirection: OrderDirection\n    $filters: SubUnitFilters\n  ) {\n    subUnits(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        name\n        organizationNumber\n        departmentId\n        department {\n          id\n          code\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubUnitOptions {\n    subUnits(limit: 500, orderBy: name) {\n      items {\n        id\n        name\n        organizationNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubUnitOptions {\n    subUnits(limit: 500, orderBy: name) {\n      items {\n        id\n        name\n        organizationNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSubUnit($input: SubUnitInput!) {\n    createSubUnit(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSubUnit($input: SubUnitInput!) {\n    createSubUnit(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubUnit($id: ID!, $input: SubUnitInput!) {\n    updateSubUnit(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubUnit($id: ID!, $input: SubUnitInput!) {\n    updateSubUnit(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubUnit($id: ID!) {\n    deleteSubUnit(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubUnit($id: ID!) {\n    deleteSubUnit(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubUnitDepartments {\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubUnitDepartments {\n    departments(limit: 500) {\n      items {\n        id\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnitUserSettingFields on UnitUserSetting {\n    unitId\n    userId\n    altinnLogin\n    altinnPinMethod\n    savedAt\n  }\n"): (typeof documents)["\n  fragment UnitUserSettingFields on UnitUserSetting {\n    unitId\n    userId\n    altinnLogin\n    altinnPinMethod\n    savedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserSettings {\n    currentUser {\n      id\n      firstName\n      lastName\n      login\n      cellphone\n      locale\n      currentUnit {\n        id\n        name\n      }\n    }\n    unitUserSetting {\n      ...UnitUserSettingFields\n    }\n  }\n"): (typeof documents)["\n  query UserSettings {\n    currentUser {\n      id\n      firstName\n      lastName\n      login\n      cellphone\n      locale\n      currentUnit {\n        id\n        name\n      }\n    }\n    unitUserSetting {\n      ...UnitUserSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateCurrentUserInput!) {\n    updateCurrentUser(input: $input) {\n      id\n      firstName\n      lastName\n      name\n      cellphone\n      locale\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateCurrentUserInput!) {\n    updateCurrentUser(input: $input) {\n      id\n      firstName\n      lastName\n      name\n      cellphone\n      locale\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {\n    saveUnitUserSetting(input: $input) {\n      ...UnitUserSettingFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUnitUserSetting($input: SaveUnitUserSettingInput!) {\n    saveUnitUserSetting(input: $input) {\n      ...UnitUserSettingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeCurrentUserPassword($currentPassword: String!, $newPassword: String!) {\n    changeCurrentUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation ChangeCurrentUserPassword($currentPassword: String!, $newPassword: String!) {\n    changeCurrentUserPassword(currentPassword: $currentPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VatRates(\n    $limit: Int\n    $offset: Int\n    $orderBy: VatRateOrderBy\n    $orderDirection: OrderDirection\n    $filters: VatRateFilters\n  ) {\n    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        vatRateSymbol\n        percentage\n        activeFrom\n        activeTo\n      }\n    }\n  }\n"): (typeof documents)["\n  query VatRates(\n    $limit: Int\n    $offset: Int\n    $orderBy: VatRateOrderBy\n    $orderDirection: OrderDirection\n    $filters: VatRateFilters\n  ) {\n    vatRates(limit: $limit, offset: $offset, orderBy: $orderBy, orderDirection: $orderDirection, filters: $filters) {\n      totalCount\n      items {\n        id\n        vatRateSymbol\n        percentage\n        activeFrom\n        activeTo\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVatRate($input: VatRateInput!) {\n    createVatRate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVatRate($input: VatRateInput!) {\n    createVatRate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {\n    updateVatRate(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVatRate($id: ID!, $input: VatRateInput!) {\n    updateVatRate(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVatRate($id: ID!) {\n    deleteVatRate(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteVatRate($id: ID!) {\n    deleteVatRate(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebstoreApiTokens(\n    $limit: Int\n    $offset: Int\n    $orderBy: WebstoreApiTokenOrderBy\n    $orderDirection: OrderDirection\n    $filters: WebstoreApiTokenFilters\n  ) {\n    webstoreApiTokens(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        description\n        expiryDate\n        createdAt\n        expired\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebstoreApiTokens(\n    $limit: Int\n    $offset: Int\n    $orderBy: WebstoreApiTokenOrderBy\n    $orderDirection: OrderDirection\n    $filters: WebstoreApiTokenFilters\n  ) {\n    webstoreApiTokens(\n      limit: $limit\n      offset: $offset\n      orderBy: $orderBy\n      orderDirection: $orderDirection\n      filters: $filters\n    ) {\n      totalCount\n      items {\n        id\n        description\n        expiryDate\n        createdAt\n        expired\n        createdBy {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {\n    createWebstoreApiToken(input: $input) {\n      tokenValue\n      token {\n        id\n        description\n        expiryDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebstoreApiToken($input: CreateWebstoreApiTokenInput!) {\n    createWebstoreApiToken(input: $input) {\n      tokenValue\n      token {\n        id\n        description\n        expiryDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebstoreApiToken($id: ID!) {\n    deleteWebstoreApiToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebstoreApiToken($id: ID!) {\n    deleteWebstoreApiToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkRelations($employeeId: ID!) {\n    workRelations(employeeId: $employeeId) {\n      id\n      employeeId\n      subUnitId\n      subUnit {\n        id\n        name\n        organizationNumber\n      }\n      occupationCode\n      occupation {\n        code\n        name\n      }\n      startDate\n      endDate\n      pensionEndDate\n      endReason\n      samePositionSince\n      shiftType\n      employmentType\n      durationType\n      employmentPercentage\n      employmentPercentageUpdated\n      hoursEveryWeekWithFullEmployment\n      lastSalaryChange\n      onLeaveToday\n      leaves {\n        id\n        leaveId\n        leaveType\n        description\n        startDate\n        endDate\n        percentageLeave\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkRelations($employeeId: ID!) {\n    workRelations(employeeId: $employeeId) {\n      id\n      employeeId\n      subUnitId\n      subUnit {\n        id\n        name\n        organizationNumber\n      }\n      occupationCode\n      occupation {\n        code\n        name\n      }\n      startDate\n      endDate\n      pensionEndDate\n      endReason\n      samePositionSince\n      shiftType\n      employmentType\n      durationType\n      employmentPercentage\n      employmentPercentageUpdated\n      hoursEveryWeekWithFullEmployment\n      lastSalaryChange\n      onLeaveToday\n      leaves {\n        id\n        leaveId\n        leaveType\n        description\n        startDate\n        endDate\n        percentageLeave\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWorkRelation($employeeId: ID!, $input: WorkRelationInput!) {\n    createWorkRelation(employeeId: $employeeId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWorkRelation($employeeId: ID!, $input: WorkRelationInput!) {\n    createWorkRelation(employeeId: $employeeId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWorkRelation($id: ID!, $input: WorkRelationInput!) {\n    updateWorkRelation(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWorkRelation($id: ID!, $input: WorkRelationInput!) {\n    updateWorkRelation(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWorkRelation($id: ID!) {\n    deleteWorkRelation(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWorkRelation($id: ID!) {\n    deleteWorkRelation(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WorkRelationDefaults {\n    unitPaycheckSetting {\n      defaultWorkRelation {\n        subUnitId\n        occupationCode\n        employmentType\n        durationType\n        shiftType\n        hoursEveryWeekWithFullEmployment\n        employmentPercentage\n      }\n    }\n  }\n"): (typeof documents)["\n  query WorkRelationDefaults {\n    unitPaycheckSetting {\n      defaultWorkRelation {\n        subUnitId\n        occupationCode\n        employmentType\n        durationType\n        shiftType\n        hoursEveryWeekWithFullEmployment\n        employmentPercentage\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;